import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APP_INSTALL_MESSAGES } from '#shared/schemas/app-install-messages.js';

const NOTICE_ID = 'portal-update';

/** 'New version available' with a Reload button; it stays until used (a notification has role alert). */
export function showUpdateNotice(reload: () => void): void {
  notifications.show({
    id: NOTICE_ID,
    title: APP_INSTALL_MESSAGES.updateTitle,
    color: 'blue',
    autoClose: false,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{APP_INSTALL_MESSAGES.updateBody}</Text>
        <Button
          size="xs"
          onClick={() => {
            notifications.hide(NOTICE_ID);
            reload();
          }}
        >
          {APP_INSTALL_MESSAGES.reload}
        </Button>
      </Group>
    ),
  });
}
