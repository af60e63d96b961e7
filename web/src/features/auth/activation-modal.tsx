import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fill } from '#shared/constants.js';
import { AppModal } from '#web/components/app-modal.js';
import { useMemberSession } from '#web/lib/member-session.js';
import { readActivation, removeItems } from '#web/lib/session-storage.js';
import { useActivateAccount } from './api/activate-account';
import { SetPasswordForm } from './components/set-password-form';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

interface ActivationModalProps {
  onClose: () => void;
  onSuccess: () => void;
}

/** Account activation: an invited member sets a first password and is signed in. */
export function ActivationModal({ onClose, onSuccess }: ActivationModalProps) {
  const record = readActivation();
  const activate = useActivateAccount();
  const session = useMemberSession();

  const submit = async (password: string, passwordConfirmation: string) => {
    if (!record) return;
    const result = await activate.mutateAsync({
      activationData: { key1: record.key1, key2: record.key2, password, passwordConfirmation },
    });
    removeItems('activation');
    await session.signIn(result);
    notifications.show({
      title: fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: result.firstName }),
      message: ACCOUNT_MESSAGES.loggedIn,
      color: 'green',
    });
    onSuccess();
  };

  return (
    <AppModal title="Activate your account" onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">
          {record?.firstName ? `${fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: record.firstName })} ` : ''}Choose a
          password to activate your account.
        </Text>
        <SetPasswordForm submitLabel="Activate account" onSubmit={submit} />
      </Stack>
    </AppModal>
  );
}
