import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fill } from '../../../../shared/constants';
import { AppModal } from '../../components/app-modal';
import { useMemberSession } from '../../lib/member-session';
import { readActivation, removeItems } from '../../lib/session-storage';
import { useActivateAccount } from './api/activate-account';
import { SetPasswordForm } from './components/set-password-form';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/account-messages';

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
