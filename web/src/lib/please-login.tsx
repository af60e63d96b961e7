import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { openModal } from './modal-store';

/** One id for every sign-in notice, so a page asking for login never stacks a second one. */
const PLEASE_LOGIN_ID = 'please-login';

/**
 * The session ended because staff deactivated the account: the server's words (inactive, whom to
 * contact), kept until closed, under the id of 'Please Login' so the pages that would ask for a
 * login next show nothing more.
 */
export function showAccountInactive(message: string): void {
  notifications.show({
    id: PLEASE_LOGIN_ID,
    title: COMMON_MESSAGES.accountInactiveTitle,
    color: 'yellow',
    autoClose: false,
    message,
  });
}

/**
 * The info alert 'Please Login' (an `id` keeps a page from stacking two), with a Login button
 * that opens the login dialog there and then; after the login the member goes to `next` (the
 * page they asked for) when given, else home.
 */
export function showPleaseLogin(id = PLEASE_LOGIN_ID, next?: string): void {
  notifications.show({
    id,
    title: COMMON_MESSAGES.pleaseLogin,
    color: 'blue',
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{COMMON_MESSAGES.loginRequired}</Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(id);
            openModal('login', next ? { next } : {});
          }}
        >
          Login
        </Button>
      </Stack>
    ),
  });
}
