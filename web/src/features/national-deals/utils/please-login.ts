import { isWebAddress } from '#web/components/outside-link-confirm.js';
import { memberPath } from '#web/lib/text.js';

/**
 * Pages behind a login (print card, member protect, the insurance form,
 * national deals, travel, tickets, the marketplace): a visitor is asked to log in before going.
 */
const MEMBER_PAGES = ['ccard', 'promo', 'cinsuranceform', 'cnationaldeals', 'ctravel', 'ctickets', 'cmarketplace'];

/** Outside links, deal links carrying a query and members' pages need a login. */
export function needsLogin(route: string): boolean {
  if (isWebAddress(route) || route.includes('?')) return true;
  const page = memberPath(route)
    .replace(/^\/b2c\//, '')
    .split(/[/?#]/)[0]!;
  return MEMBER_PAGES.includes(page);
}
