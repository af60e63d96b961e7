import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppModal } from '#web/components/app-modal.js';
import { openModal } from '#web/lib/modal-store.js';
import { readResetKeys, removeItems } from '#web/lib/session-storage.js';
import { useResetPassword } from './api/reset-password';
import { SetPasswordForm } from './components/set-password-form';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

/** The reset screen, opened by the home while reset keys are stored. */
export function ResetModal({ onClose }: { onClose: () => void }) {
  const keys = readResetKeys();
  const reset = useResetPassword();

  const submit = async (password: string, password2: string) => {
    if (!keys) return;
    await reset.mutateAsync({ key1: keys.key1, key2: keys.key2, password, password2 });
    // Success clears the keys and opens the login.
    removeItems('resetkeys');
    notifications.show({
      title: ACCOUNT_MESSAGES.passwordResetTitle,
      message: ACCOUNT_MESSAGES.passwordResetDone,
      color: 'green',
    });
    openModal('login');
  };

  return (
    <AppModal title={ACCOUNT_MESSAGES.resetPasswordTitle} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">Choose a new password for your account.</Text>
        <SetPasswordForm submitLabel="Save new password" onSubmit={submit} />
      </Stack>
    </AppModal>
  );
}
