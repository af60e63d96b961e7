import { notifications } from '@mantine/notifications';
import { MESSAGES } from '../../../shared/constants';

/** The info alert 'Please Login' (an `id` keeps a page from stacking two). */
export function showPleaseLogin(id?: string): void {
  notifications.show({ id, title: MESSAGES.pleaseLogin, message: MESSAGES.loginRequired, color: 'blue' });
}
