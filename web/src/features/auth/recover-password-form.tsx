import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, Title } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { resetWithKeyRequest } from '#shared/schemas/account.js';
import { FormAlert } from '#web/components/form-alert.js';
import { confirmed } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useUpdatePassword } from './api/update-password';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The product password check (a warning), then the
// match (an error).
const recoverPasswordForm = confirmed(
  resetWithKeyRequest.pick({ password: true, password2: true }),
  'password',
  'password2',
  ACCOUNT_MESSAGES.passwordsDoNotMatch,
);

const TITLES = {
  [ACCOUNT_MESSAGES.passwordRule]: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
  [ACCOUNT_MESSAGES.passwordsDoNotMatch]: { title: COMMON_MESSAGES.errorTitle, tone: 'error' },
} as const;

interface RecoverPasswordFormProps {
  /** The single recovery key of the /recoverpassword/{key} link. */
  recoveryKey: string;
  onDone: () => void;
}

/** Two password fields and a submit, then outside/updatepassword. */
export function RecoverPasswordForm({ recoveryKey, onDone }: RecoverPasswordFormProps) {
  const update = useUpdatePassword();
  const schemaForm = useSchemaForm({
    schema: recoverPasswordForm,
    initialValues: { password: '', password2: '' },
    titles: TITLES,
  });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (values) => update.mutateAsync({ key: recoveryKey, ...values }),
    failure: { title: COMMON_MESSAGES.errorTitle },
    notify: () => ({ title: COMMON_MESSAGES.successTitle, message: ACCOUNT_MESSAGES.passwordUpdated }),
    onSuccess: onDone,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Recover password">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {ACCOUNT_MESSAGES.resetPasswordTitle}
        </Title>
        <FormAlert notice={alert} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          description={ACCOUNT_MESSAGES.passwordRule}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          {...form.getInputProps('password2')}
        />
        <Button type="submit" loading={pending}>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
