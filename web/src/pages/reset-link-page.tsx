import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { checkResetLink } from '../features/auth/check-reset-link';
import { ApiError } from '../lib/api-client';
import { openModal } from '../lib/modal-store';
import { readResetKeys, removeItems, writeJson, type ResetKeys } from '../lib/session-storage';
import { useEmailedLink } from '../lib/use-emailed-link';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const DEAD_LINK_ID = 'reset-link';

/**
 * A used, superseded or expired link: say so (it used to go home without a word) and offer the
 * forgot-password form there and then, as the activation link's notice does in words.
 */
function showDeadLink(message: string = ACCOUNT_MESSAGES.resetLinkDead): void {
  notifications.show({
    id: DEAD_LINK_ID,
    title: ACCOUNT_MESSAGES.activationLinkDeadTitle,
    color: 'yellow',
    autoClose: false,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(DEAD_LINK_ID);
            openModal('login', { recover: true });
          }}
        >
          {ACCOUNT_MESSAGES.sendNewResetLink}
        </Button>
      </Stack>
    ),
  });
}

// /resetpassword/{key1}/{key2}: empty keys give 'Invalid password reset
// link' and drop stored keys; a live link stores the keys and goes to the member's co-op
// (/coop/{url}), whose home then opens the reset screen; a dead one goes home and says why;
// a network failure goes home silently.
export default function ResetLinkPage() {
  const navigate = useNavigate();

  useEmailedLink(({ key1, key2 }) => {
    const home = () => {
      void navigate('/', { replace: true });
    };
    if (!key1 || !key2) {
      notifications.show({
        title: COMMON_MESSAGES.errorTitle,
        message: ACCOUNT_MESSAGES.invalidResetLink,
        color: 'red',
      });
      removeItems('resetkeys');
      home();
      return;
    }
    const dead = (message?: string) => {
      // Keys stored from this very link are dead too.
      const stored = readResetKeys();
      if (stored?.key1 === key1 && stored.key2 === key2) removeItems('resetkeys');
      showDeadLink(message);
      home();
    };
    checkResetLink({ key1, key2 })
      .then((answer) => {
        if (!answer.success || !answer.url) return dead();
        const keys: ResetKeys = { key1, key2 };
        writeJson('resetkeys', keys);
        navigate(`/coop/${encodeURIComponent(answer.url)}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.status === 0) return home();
        // The server's `success: false` is the dead link; anything else (too many tries) says its own words.
        dead(error.status === 200 ? undefined : error.message);
      });
  });

  return <Preloader />;
}
