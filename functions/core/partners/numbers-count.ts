import { addPartnerDay, type NumberChange, type NumberKind } from '#functions/db/numbers-repo.js';
import { getListings } from '#functions/db/offers-repo.js';
import { log } from '#functions/model/log.js';
import { coopToday } from '../coops/coop-time.js';

// Counting what members do with a business's deals (ADR 0094): kept apart from the reading
// (numbers.ts), so the redemption and favorite routes' bundles carry only this.

export interface DealRef {
  dealId: string;
  locationId: string;
}

/**
 * Adds to a business's figures of the member's co-op's day (the day the co-op's own counters use).
 * A count follows what it counts: should it fail, it is logged and the figure is off by that one.
 */
export async function countForBusiness(
  plid: number,
  bpId: string,
  changes: readonly NumberChange[],
  now = Date.now(),
): Promise<void> {
  try {
    await addPartnerDay(bpId, await coopToday(plid, now), changes);
  } catch (error) {
    log('error', 'business figure not counted', { bpId, error: (error as Error).message });
  }
}

/** The figures one redemption adds: a print or a phone redemption, and its dollar value. */
export function redemptionChanges(ref: DealRef, source: 'W' | 'M', dollarValue: number): NumberChange[] {
  const kind: NumberKind = source === 'M' ? 'phone' : 'print';
  const { dealId, locationId } = ref;
  return [
    { kind, dealId, locationId, by: 1 },
    { kind: 'cents', dealId, locationId, by: Math.max(0, Math.round(dollarValue * 100)) },
  ];
}

/**
 * A batch of deal opens from one member's browser (ADR 0094): each deal and location counts once
 * per batch, only while it is listed (live), under the business that lists it; one UpdateItem per
 * business. Answers how many opens were counted.
 */
export async function countOpens(plid: number, opens: readonly DealRef[], now = Date.now()): Promise<number> {
  const distinct = [...new Map(opens.map((o) => [`${o.dealId}#${o.locationId}`, o])).values()];
  const listed = await Promise.all(
    distinct.map(async (ref) => {
      const listings = await getListings(ref.dealId, ref.locationId);
      // Ids shared by two listings (old data) open nothing (deal-actions.ts), so they count nothing.
      const listing = listings.length === 1 ? listings[0] : undefined;
      return listing && listing.endsAt > now ? { ref, bpId: listing.bpId } : undefined;
    }),
  );
  const byBusiness = new Map<string, NumberChange[]>();
  for (const l of listed) {
    if (!l) continue;
    byBusiness.set(l.bpId, [...(byBusiness.get(l.bpId) ?? []), { kind: 'open', ...l.ref, by: 1 }]);
  }
  await Promise.all([...byBusiness].map(([bpId, changes]) => countForBusiness(plid, bpId, changes, now)));
  return [...byBusiness.values()].reduce((n, c) => n + c.length, 0);
}
