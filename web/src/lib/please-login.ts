import { notifications } from '@mantine/notifications';
import { COMMON_MESSAGES } from '../../../shared/schemas/common-messages';

/** The info alert 'Please Login' (an `id` keeps a page from stacking two). */
export function showPleaseLogin(id?: string): void {
  notifications.show({ id, title: COMMON_MESSAGES.pleaseLogin, message: COMMON_MESSAGES.loginRequired, color: 'blue' });
}
