import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMMON_MESSAGES } from '../../../shared/schemas/common-messages';
import { openModal } from './modal-store';

/**
 * The info alert 'Please Login' (an `id` keeps a page from stacking two), with a Login button
 * that opens the login dialog there and then; after the login the member goes to `next` (the
 * page they asked for) when given, else home.
 */
export function showPleaseLogin(id = 'please-login', next?: string): void {
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
