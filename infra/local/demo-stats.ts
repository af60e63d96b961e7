import { keys } from '#functions/db/keys.js';
import { addDays, dayIn } from '#functions/core/dates.js';
import { Rng, type DemoDeals } from './demo-deals.js';

// The admin dashboard's counters for the demo network: each co-op's live demo offers, and 26 weeks
// of redemption history by deal and day (the counters a real co-op builds up as members redeem),
// so the Dashboard's chart and the Reports section have something to show on a fresh `npm start`.
// Seeded: the same start day gives the same history.

const HISTORY_DAYS = 26 * 7;

type Item = Record<string, unknown>;

export function demoStatItems(
  deals: DemoDeals,
  plids: readonly number[],
  now = Date.now(),
): { items: Item[]; liveOffers: Map<number, number> } {
  const partners = new Map(deals.partners.map((p) => [p.bpId, p]));
  const today = dayIn(now, 'UTC');
  const live = deals.offers.filter(
    (o) => o.status === 1 && partners.get(o.bpId)?.status === 1 && o.expirationDate >= today,
  );
  const liveOffers = new Map(
    plids.map((plid) => [plid, live.filter((o) => partners.get(o.bpId)!.plid === plid).length]),
  );
  const items: Item[] = [];
  for (const plid of plids) {
    const rng = new Rng(plid * 7919);
    // A co-op's members redeem at a few dozen nearby businesses; the busiest ones most.
    const offers = live.filter((o) => partners.get(o.bpId)!.plid === plid).slice(0, 40);
    if (!offers.length) continue;
    for (let d = HISTORY_DAYS; d >= 1; d--) {
      const day = addDays(today, -d);
      // Busier towards today, as a growing program is.
      const count = rng.int(0, 4 + Math.floor((HISTORY_DAYS - d) / 20));
      const byDeal = new Map<string, { redemptions: number; cents: number; offer: (typeof offers)[number] }>();
      for (let i = 0; i < count; i++) {
        const offer = offers[Math.min(offers.length - 1, Math.floor((offers.length * rng.int(0, 999) ** 2) / 1e6))]!;
        const entry = byDeal.get(offer.dealId) ?? { redemptions: 0, cents: 0, offer };
        entry.redemptions++;
        entry.cents += Math.round(offer.dollarValue * 100);
        byDeal.set(offer.dealId, entry);
      }
      if (!byDeal.size) continue;
      const totals = [...byDeal.values()].reduce(
        (t, e) => ({ redemptions: t.redemptions + e.redemptions, cents: t.cents + e.cents }),
        { redemptions: 0, cents: 0 },
      );
      items.push({
        ...keys.coopDay(plid, day),
        day,
        redemptions: totals.redemptions,
        savingsCents: totals.cents,
        signups: 0,
      });
      for (const e of byDeal.values()) {
        const p = partners.get(e.offer.bpId)!;
        items.push({
          ...keys.redemptionStat(plid, day, p.bpId, e.offer.dealId),
          day,
          bpId: p.bpId,
          dealId: e.offer.dealId,
          businessName: p.businessName,
          value: e.offer.value,
          redemptions: e.redemptions,
          savingsCents: e.cents,
        });
      }
    }
  }
  return { items, liveOffers };
}
