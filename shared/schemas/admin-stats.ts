import * as z from 'zod';
import { credentials, isoDate } from './common.js';
import { ADMIN_MESSAGES } from './admin-messages.js';

// The admin Dashboard's figures and the Reports section's redemptions, both from counters kept
// as the data changes (functions/db/stats-repo.ts).

/** Days a report may span (a year and a day, so a whole leap year fits). */
export const REPORT_MAX_DAYS = 366;
/** Weeks the dashboard's charts show (about 6 months). */
export const DASHBOARD_WEEKS = 26;

const dollars = z.number();

export const dashboardResponse = z.object({
  success: z.literal(true),
  members: z.number().int(),
  signups30: z.number().int(),
  redemptions30: z.number().int(),
  savings30: dollars,
  waitingPartners: z.number().int(),
  liveDeals: z.number().int(),
  /** Oldest first; each week starts on a Monday (UTC). */
  weeks: z.array(
    z.object({ week: z.string(), signups: z.number().int(), redemptions: z.number().int(), savings: dollars }),
  ),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

export const reportRequest = z
  .object({
    credentials,
    from: isoDate(ADMIN_MESSAGES.reportDateInvalid),
    to: isoDate(ADMIN_MESSAGES.reportDateInvalid),
  })
  .refine((r) => r.from <= r.to, { message: ADMIN_MESSAGES.reportPeriodOrder, path: ['to'] })
  .refine((r) => dayCount(r.from, r.to) <= REPORT_MAX_DAYS, {
    message: ADMIN_MESSAGES.reportPeriodTooLong,
    path: ['to'],
  });

const figures = { redemptions: z.number().int(), savings: dollars };
export const reportResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  totals: z.object(figures),
  byBusiness: z.array(z.object({ bpId: z.string(), businessName: z.string(), ...figures })),
  byDeal: z.array(
    z.object({ bpId: z.string(), dealId: z.string(), businessName: z.string(), deal: z.string(), ...figures }),
  ),
  byMonth: z.array(z.object({ month: z.string(), ...figures })),
});
export type RedemptionReport = z.infer<typeof reportResponse>;
