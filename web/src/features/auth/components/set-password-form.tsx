import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { activateAccountRequest } from '#shared/schemas/account.js';
import { FormAlert } from '#web/components/form-alert.js';
import { confirmed, filled, inOrder } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Both fields required, the pattern, then the match.
// general/updatepassword has the same rules under the names password and password2.
const setPasswordForm = inOrder(
  filled({
    password: ACCOUNT_MESSAGES.enterPassword,
    passwordConfirmation: ACCOUNT_MESSAGES.enterPasswordConfirmation,
  }),
  confirmed(
    activateAccountRequest.shape.activationData.pick({ password: true, passwordConfirmation: true }),
    'password',
    'passwordConfirmation',
    ACCOUNT_MESSAGES.passwordsDoNotMatch,
  ),
);

const TITLES = {
  [ACCOUNT_MESSAGES.enterPassword]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.enterPasswordConfirmation]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.setPasswordRule]: ACCOUNT_MESSAGES.invalidPasswordTitle,
  [ACCOUNT_MESSAGES.passwordsDoNotMatch]: ACCOUNT_MESSAGES.passwordMismatchTitle,
};

interface SetPasswordFormProps {
  submitLabel: string;
  /** Throws on failure; the server's message is shown under 'Error'. */
  onSubmit: (password: string, confirmation: string) => Promise<void>;
}

/** The activation and reset screens: two password fields. */
export function SetPasswordForm({ submitLabel, onSubmit: save }: SetPasswordFormProps) {
  const schemaForm = useSchemaForm({
    schema: setPasswordForm,
    initialValues: { password: '', passwordConfirmation: '' },
    titles: TITLES,
  });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: ({ password, passwordConfirmation }) => save(password, passwordConfirmation),
    failure: { title: COMMON_MESSAGES.errorTitle, tone: 'warning' },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set password">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          description={ACCOUNT_MESSAGES.setPasswordRule}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          {...form.getInputProps('passwordConfirmation')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
