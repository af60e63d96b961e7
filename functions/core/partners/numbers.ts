import type * as z from 'zod';
import type { businessNumbersResponse, NumbersFigures } from '#shared/schemas/partner-numbers.js';
import { NUMBERS_MONTHS } from '#shared/schemas/partner-numbers.js';
import { NUMBERS_MESSAGES } from '#shared/schemas/partner-numbers-messages.js';
import { listPartnerDays, type NumberKind } from '#functions/db/numbers-repo.js';
import { getPartnerBundle, type PartnerBundle } from '#functions/db/partners-repo.js';
import { notFound } from '#functions/model/errors.js';
import { coopTimeZone } from '../coops/coop-time.js';
import { dayIn } from '../dates.js';
import { staffBusiness, type Staff } from './review.js';

// A business's numbers (ADR 0094): opens, prints, phone redemptions, favorites added and the
// savings members reported, per offer and location and day, kept as they happen in one item per
// business and day (functions/db/numbers-repo.ts), and read for this month and the last twelve.

type Numbers = z.input<typeof businessNumbersResponse>;

/** YYYY-MM of this month and the `count - 1` before it, oldest first. */
export function monthsUpTo(today: string, count = NUMBERS_MONTHS): string[] {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const FIELD: Record<NumberKind, keyof NumbersFigures> = {
  open: 'opens',
  print: 'prints',
  phone: 'phoneRedemptions',
  fav: 'favorites',
  cents: 'savings',
};

/** The business's figures per month, offer and location, this month and the twelve before. */
export async function businessNumbers(bundle: Required<PartnerBundle>, now = Date.now()): Promise<Numbers> {
  const { partner, offers, locations } = bundle;
  const today = dayIn(now, await coopTimeZone(partner.plid));
  const months = monthsUpTo(today);
  const days = await listPartnerDays(partner.bpId, `${months[0]}-01`, today);
  const offerName = new Map(offers.map((o) => [o.dealId, o.value]));
  const locationName = new Map(locations.map((l) => [l.locationId, l.locationName]));
  const rows = new Map<string, Numbers['rows'][number]>();
  for (const day of days) {
    const month = day.day.slice(0, 7);
    for (const c of day.counts) {
      const key = `${month}#${c.dealId}#${c.locationId}`;
      const row = rows.get(key) ?? {
        month,
        dealId: c.dealId,
        offer: offerName.get(c.dealId) ?? c.dealId,
        locationId: c.locationId,
        location: locationName.get(c.locationId) ?? c.locationId,
        opens: 0,
        prints: 0,
        phoneRedemptions: 0,
        favorites: 0,
        savings: 0,
      };
      row[FIELD[c.kind]] += c.count;
      rows.set(key, row);
    }
  }
  const sorted = [...rows.values()]
    .map((r) => ({ ...r, savings: r.savings / 100 }))
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) || a.offer.localeCompare(b.offer) || a.location.localeCompare(b.location),
    );
  return { success: true, bpId: partner.bpId, businessName: partner.businessName, months, rows: sorted };
}

/** My business: the numbers of a business the member submitted; any other is "not found". */
export async function memberBusinessNumbers(memberId: string, bpId: string, now = Date.now()): Promise<Numbers> {
  const bundle = await getPartnerBundle(bpId);
  if (!bundle.partner || bundle.partner.memberId !== memberId) throw notFound(NUMBERS_MESSAGES.businessNotYours);
  return businessNumbers({ ...bundle, partner: bundle.partner }, now);
}

/** Admin Business Partners: the numbers of one of the staff's co-op's businesses. */
export async function staffBusinessNumbers(staff: Staff, bpId: string, now = Date.now()): Promise<Numbers> {
  return businessNumbers(await staffBusiness(staff, bpId), now);
}
