import * as z from 'zod';
import { LIMITS } from '../constants.js';
import { credentials, cursor } from './common.js';
import { ADMIN_MESSAGES } from './admin-messages.js';

// The admin area's Virtual Assistance: the co-op's contact messages, insurance leads and members'
// reports of problems with local deals (ADR 0096), each new or answered, and staff replies sent by
// email and kept with the message.

export const INBOX_KINDS = ['contact', 'lead', 'report'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** new: every kind not answered yet; contact, lead and report: every one of that kind. */
export const INBOX_VIEWS = ['new', 'contact', 'lead', 'report'] as const;

/** A page of a list: the opaque position after its last row, or null on the last page. */

export const listInboxRequest = z.object({ credentials, view: z.enum(INBOX_VIEWS), cursor });

/** The item's sort key: its time and id. */
const inboxId = z
  .string({ error: ADMIN_MESSAGES.inboxItemNotFound })
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w-]{1,64}$/, ADMIN_MESSAGES.inboxItemNotFound);

export const inboxReply = z.object({ text: z.string(), at: z.string(), by: z.string(), to: z.string() });
/** A deal report's deal, business and location, by id and by name (ADR 0096). */
export const inboxReportDeal = z.object({
  reason: z.string(),
  bpId: z.string(),
  dealId: z.string(),
  locationId: z.string(),
  businessName: z.string(),
  offerValue: z.string(),
  offerDescription: z.string(),
  locationName: z.string(),
  locationAddress: z.string(),
});
export const inboxItem = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string(),
  createdAt: z.string(),
  fromName: z.string(),
  email: z.string(),
  /** Contact form, or the insurance product asked about. */
  subject: z.string(),
  message: z.string(),
  /** A lead's other fields, label and value, in the form's order. */
  details: z.array(z.tuple([z.string(), z.string()])),
  status: z.enum(['new', 'answered']),
  replies: z.array(inboxReply),
  /** A deal report's deal; absent on contact messages and leads. */
  report: inboxReportDeal.optional(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const listInboxResponse = z.object({
  success: z.literal(true),
  items: z.array(inboxItem),
  next: z.string().nullable(),
});

export const replyInboxRequest = z.object({
  credentials,
  kind: z.enum(INBOX_KINDS, { error: ADMIN_MESSAGES.inboxItemNotFound }),
  id: inboxId,
  text: z
    .string({ error: ADMIN_MESSAGES.inboxReplyRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.inboxReplyRequired)
    .max(LIMITS.inboxReply, ADMIN_MESSAGES.inboxReplyTooLong),
});
export const replyInboxResponse = z.object({ success: z.literal(true), message: z.string(), item: inboxItem });
