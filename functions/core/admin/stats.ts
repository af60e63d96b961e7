import type * as z from 'zod';
import { BUSINESS_STATUS } from '#shared/constants.js';
import {
  DASHBOARD_WEEKS,
  type Dashboard,
  type RedemptionReport,
  type reportRequest,
} from '#shared/schemas/admin-stats.js';
import { countPartnersByStatus } from '#functions/db/partners-repo.js';
import { getCoopTotals, listCoopDays, listRedemptionStats, type RedemptionStat } from '#functions/db/stats-repo.js';
import { coopToday } from '../coops/coop-time.js';
import { addDays } from '../dates.js';

// The Dashboard and the redemption report: sums of the co-op's counters (stats-repo), never a
// count of its tables. The co-op is the staff member's own, from the session; its days and weeks
// are those of its time zone.

const dollars = (cents: number) => Math.round(cents) / 100;

/** The Monday of the week a day falls in. */
export function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Today in the co-op's time zone: the day its sign-ups and redemptions count on. */
export async function dashboard(staff: { plid: number }, now = Date.now()): Promise<Dashboard> {
  const today = await coopToday(staff.plid, now);
  const firstWeek = addDays(weekOf(today), -(DASHBOARD_WEEKS - 1) * 7);
  const since30 = addDays(today, -29);
  const [totals, days, waiting] = await Promise.all([
    getCoopTotals(staff.plid),
    listCoopDays(staff.plid, firstWeek, today),
    countPartnersByStatus(staff.plid, BUSINESS_STATUS.inReview),
  ]);
  const recent = days.filter((d) => d.day >= since30);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({
    week: addDays(firstWeek, i * 7),
    signups: 0,
    redemptions: 0,
    cents: 0,
  }));
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  for (const d of days) {
    const w = byWeek.get(weekOf(d.day));
    if (!w) continue;
    w.signups += d.signups;
    w.redemptions += d.redemptions;
    w.cents += d.savingsCents;
  }
  return {
    success: true,
    members: totals.members,
    signups30: recent.reduce((n, d) => n + d.signups, 0),
    redemptions30: recent.reduce((n, d) => n + d.redemptions, 0),
    savings30: dollars(recent.reduce((n, d) => n + d.savingsCents, 0)),
    waitingPartners: waiting,
    liveDeals: totals.liveOffers,
    weeks: weeks.map(({ cents, ...w }) => ({ ...w, savings: dollars(cents) })),
  };
}

type Sum = { redemptions: number; cents: number };
function sumBy<K extends string, T>(
  stats: RedemptionStat[],
  key: (s: RedemptionStat) => K,
  first: (s: RedemptionStat) => T,
): (T & Sum)[] {
  const groups = new Map<K, T & Sum>();
  for (const s of stats) {
    const k = key(s);
    const g = groups.get(k) ?? { ...first(s), redemptions: 0, cents: 0 };
    g.redemptions += s.redemptions;
    g.cents += s.savingsCents;
    groups.set(k, g);
  }
  return [...groups.values()];
}
const withDollars = <T extends Sum>({ cents, ...rest }: T) => ({ ...rest, savings: dollars(cents) });
const busiestFirst = (a: Sum, b: Sum) => b.redemptions - a.redemptions || b.cents - a.cents;

export async function redemptionReport(
  staff: { plid: number },
  input: z.output<typeof reportRequest>,
): Promise<RedemptionReport> {
  const stats = await listRedemptionStats(staff.plid, input.from, input.to);
  const byBusiness = sumBy(
    stats,
    (s) => s.bpId,
    (s) => ({ bpId: s.bpId, businessName: s.businessName }),
  ).sort((a, b) => busiestFirst(a, b) || a.businessName.localeCompare(b.businessName));
  const byDeal = sumBy(
    stats,
    (s) => `${s.bpId}#${s.dealId}`,
    (s) => ({ bpId: s.bpId, dealId: s.dealId, businessName: s.businessName, deal: s.value }),
  ).sort((a, b) => busiestFirst(a, b) || a.businessName.localeCompare(b.businessName));
  const byMonth = sumBy(
    stats,
    (s) => s.day.slice(0, 7),
    (s) => ({ month: s.day.slice(0, 7) }),
  ).sort((a, b) => a.month.localeCompare(b.month));
  const total = stats.reduce(
    (t, s) => ({ redemptions: t.redemptions + s.redemptions, cents: t.cents + s.savingsCents }),
    { redemptions: 0, cents: 0 },
  );
  return {
    success: true,
    from: input.from,
    to: input.to,
    totals: withDollars(total),
    byBusiness: byBusiness.map(withDollars),
    byDeal: byDeal.map(withDollars),
    byMonth: byMonth.map(withDollars),
  };
}
