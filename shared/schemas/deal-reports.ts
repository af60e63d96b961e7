import * as z from 'zod';
import { LIMITS } from '../constants.js';
import { credentials, cursor, recordId } from './common.js';
import { dealRef } from './deals.js';
import { REPORT_MESSAGES } from './deal-reports-messages.js';

// "Report a problem" on a local deal (ADR 0096): a signed-in member's report, which reaches the
// co-op's staff inbox, and the partner's list of the reports about its offers.

/** What went wrong, as the member picks it; the label is the words every reader sees. */
export const REPORT_REASONS = {
  refused: 'The coupon was refused',
  closed: 'The business has closed or moved',
  details: 'The details are wrong',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The report's state as the partner sees it: open until staff answer the member, then closed. */
export const REPORT_STATES = ['open', 'closed'] as const;

const reportFields = {
  reason: z.enum(REPORT_REASON_KEYS, { error: REPORT_MESSAGES.reasonRequired }),
  message: z
    .string({ error: REPORT_MESSAGES.messageRequired })
    .trim()
    .max(LIMITS.reportMessage, REPORT_MESSAGES.messageTooLong)
    .default(''),
};
/** "Other" says nothing by itself: its message is the report. */
const otherHasMessage = (r: { reason: ReportReason; message: string }) => r.reason !== 'other' || r.message.length > 0;
const messageMissing = { message: REPORT_MESSAGES.messageRequired, path: ['message'] };

/** The member's form: the same fields and rule as the request. */
export const reportForm = z.object(reportFields).refine(otherHasMessage, messageMissing);
export const reportDealRequest = z
  .object({ credentials, deal: dealRef, ...reportFields })
  .refine(otherHasMessage, messageMissing);
export const reportDealResponse = z.object({ success: z.literal(true), message: z.string() });

export const listBusinessReportsRequest = z.object({
  credentials,
  bpId: recordId(REPORT_MESSAGES.businessNotFound),
  cursor,
});
/** A report as its business sees it: what and where, never who (ADR 0096). */
export const businessReport = z.object({
  id: z.string(),
  createdAt: z.string(),
  reason: z.enum(REPORT_REASON_KEYS),
  reasonText: z.string(),
  message: z.string(),
  dealId: z.string(),
  offerValue: z.string(),
  locationName: z.string(),
  status: z.enum(REPORT_STATES),
  /** When staff answered the member (the report closed), or null while open. */
  closedAt: z.string().nullable(),
});
export type BusinessReport = z.infer<typeof businessReport>;
export const listBusinessReportsResponse = z.object({
  success: z.literal(true),
  reports: z.array(businessReport),
  next: z.string().nullable(),
});
