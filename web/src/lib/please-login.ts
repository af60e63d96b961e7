import { notifications } from '@mantine/notifications';
import { MESSAGES } from '../../../shared/constants';

/** Spec sections 5 and 8: the info alert 'Please Login' (an `id` keeps a page from stacking two). */
export function showPleaseLogin(id?: string): void {
  notifications.show({ id, title: MESSAGES.pleaseLogin, message: MESSAGES.loginRequired, color: 'blue' });
}
