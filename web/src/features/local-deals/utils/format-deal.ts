import { atSearchPoint, fill } from '#shared/constants.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { formatDecimal } from '#web/lib/format.js';
import { present } from '#web/lib/text.js';
import type { DealInList } from '../deal-requests';

// How a deal of the list reads (local-deals sections 3 and 9).

/** Distance with 0 to 2 decimals (3, 2.5, 2.35). */
export function formatDistance(distance: number): string {
  const value = Number.isFinite(distance) ? distance : 0;
  return `${formatDecimal(value)} ${value === 1 ? 'mile' : 'miles'}`;
}

/** "2.35 miles away"; at the search's own point (its ZIP's centre) "in ZIP 66044". */
export function distanceAway(deal: Pick<DealInList, 'DISTANCE' | 'zipcode'>): string {
  return atSearchPoint(deal.DISTANCE) && deal.zipcode
    ? fill(DEALS_MESSAGES.inZip, { zip: deal.zipcode })
    : fill(DEALS_MESSAGES.milesAway, { miles: formatDistance(deal.DISTANCE) });
}

/** The location's address; hideAddress 1 keeps the street out and shows only city, state and ZIP. */
export function dealAddress(deal: Pick<DealInList, 'address' | 'hideAddress' | 'city' | 'state' | 'zipcode'>): string {
  const place = [deal.city, [deal.state, deal.zipcode].filter(present).join(' ')].filter(present).join(', ');
  return deal.hideAddress === 1 || !present(deal.address) ? place : [deal.address, place].filter(present).join(', ');
}

/** The server sends logos as addresses already (mediaUrl); an empty one has no image. */
export function dealLogoSrc(logo: string): string | null {
  return present(logo) ? logo : null;
}
