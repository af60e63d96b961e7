import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { changePasswordRequest } from '#shared/schemas/account.js';
import { FormAlert } from '#web/components/form-alert.js';
import { confirmed, filled, inOrder } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useMemberSession } from '#web/lib/member-session.js';
import { openModal } from '#web/lib/modal-store.js';
import { readItem } from '#web/lib/session-storage.js';
import { useChangePassword } from '../api/change-password';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Current, new and confirmation required, then the match, then the rule.
const changePasswordForm = inOrder(
  confirmed(
    filled({
      password: ACCOUNT_MESSAGES.enterCurrentPassword,
      newPassword: ACCOUNT_MESSAGES.enterNewPassword,
      confirmPassword: ACCOUNT_MESSAGES.enterConfirmPassword,
    }),
    'newPassword',
    'confirmPassword',
    ACCOUNT_MESSAGES.newPasswordMismatch,
  ),
  changePasswordRequest.shape.data,
);

const TITLES = {
  [ACCOUNT_MESSAGES.enterCurrentPassword]: ACCOUNT_MESSAGES.invalidPasswordTitle,
  [ACCOUNT_MESSAGES.enterNewPassword]: ACCOUNT_MESSAGES.checkNewPasswordTitle,
  [ACCOUNT_MESSAGES.enterConfirmPassword]: ACCOUNT_MESSAGES.checkNewPasswordTitle,
  [ACCOUNT_MESSAGES.newPasswordMismatch]: ACCOUNT_MESSAGES.checkNewPasswordTitle,
  [ACCOUNT_MESSAGES.passwordRule]: ACCOUNT_MESSAGES.invalidPasswordTitle,
};

/** Change password; success ends the session and opens the login. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const session = useMemberSession();
  const schemaForm = useSchemaForm({
    schema: changePasswordForm,
    initialValues: { password: '', newPassword: '', confirmPassword: '' },
    titles: TITLES,
  });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (data) => change.mutateAsync({ credentials: readItem('credentials'), data }),
    failure: { title: COMMON_MESSAGES.errorTitle, tone: 'warning' },
    notify: () => ({ title: COMMON_MESSAGES.changesSavedTitle, message: ACCOUNT_MESSAGES.passwordChanged }),
    onSuccess: async () => {
      // The server has ended every session of the member; the browser follows and offers the
      // login (which replaces this modal before the account could be asked for again).
      const signedOut = session.signOut();
      openModal('login');
      await signedOut;
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Change password
        </Title>
        <FormAlert notice={alert} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          maxLength={LIMITS.currentPassword}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          description={ACCOUNT_MESSAGES.passwordRule}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="outline" loading={pending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
