import { notifications } from '@mantine/notifications';
import { MESSAGES } from '../../../../../shared/constants';
import { memberPath } from '../../../lib/text';

/** Spec section 5: an action that needs a login shows the info alert 'Please Login'. */
export function showPleaseLogin(): void {
  notifications.show({ id: 'please-login', title: MESSAGES.pleaseLogin, message: MESSAGES.loginRequired, color: 'blue' });
}

/** Only web addresses open outside; a stored value like javascript:... never does. */
export const isOutsideLink = (route: string) => /^https?:\/\//i.test(route.trim());

/**
 * Pages behind a login (spec sections 2 and 5: print card, member protect, the insurance form,
 * national deals, travel, tickets, the marketplace): a visitor is asked to log in before going.
 */
const MEMBER_PAGES = ['ccard', 'promo', 'cinsuranceform', 'cnationaldeals', 'ctravel', 'ctickets', 'cmarketplace'];

/** Spec section 5: outside links, deal links carrying a query and members' pages need a login. */
export function needsLogin(route: string): boolean {
  if (isOutsideLink(route) || route.includes('?')) return true;
  const page = memberPath(route).replace(/^\/b2c\//, '').split(/[/?#]/)[0]!;
  return MEMBER_PAGES.includes(page);
}
