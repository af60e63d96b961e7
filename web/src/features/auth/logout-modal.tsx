import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '#web/components/app-modal.js';
import { useMemberSession } from '#web/lib/member-session.js';
import { runBeforeSignOut } from '#web/lib/before-sign-out.js';
import { rememberPendingLogout } from '#web/lib/pending-logout.js';
import { readItem } from '#web/lib/session-storage.js';
import { useLogout } from './api/logout';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

interface LogoutModalProps {
  onClose: () => void;
  /** After the session is cleared (the host goes to chome). */
  onDone: () => void;
}

/** 'Are you sure? Log out this session?'; confirm revokes the session and clears it. */
export function LogoutModal({ onClose, onDone }: LogoutModalProps) {
  const logout = useLogout();
  const session = useMemberSession();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    // The browser forgets the session whatever the server answers; one the server did not hear
    // (offline) is ended when the connection returns.
    // What must reach the server as this member (opens waiting in a batch) goes before the session ends.
    await runBeforeSignOut();
    await logout.mutateAsync({ credentials: readItem('credentials') }).catch(rememberPendingLogout);
    await session.signOut({ forgetCoop: true });
    onDone();
  };

  return (
    <AppModal title="Logout" onClose={onClose} size="sm">
      <Stack>
        <Text>{ACCOUNT_MESSAGES.logoutConfirm}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            Log out
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
