import { notifications } from '@mantine/notifications';
import { MESSAGES } from '../../../../../shared/constants';

/** Spec section 5: an action that needs a login shows the info alert 'Please Login'. */
export function showPleaseLogin(): void {
  notifications.show({ id: 'please-login', title: MESSAGES.pleaseLogin, message: MESSAGES.loginRequired, color: 'blue' });
}

/** Only web addresses open outside; a stored value like javascript:... never does. */
export const isOutsideLink = (route: string) => /^https?:\/\//i.test(route.trim());

/** Spec section 5: outside links and deal links carrying a query need a login. */
export const needsLogin = (route: string) => isOutsideLink(route) || route.includes('?');
