import * as z from 'zod';
import { REPORT_REASON_KEYS } from '#shared/schemas/deal-reports.js';
import { inboxReply } from '#shared/schemas/inbox.js';
import { normalEmail } from './member-records.js';
import { recordFamily } from './stored-record.js';

// What members and visitors send the co-op (docs/data-model.md, patterns 23 and 23b): one schema
// per family, the type the repositories read and write (ADR 0080).

/** Pattern 23: an insurance lead: the form's fields, the product, the co-op and the member who sent it. */
export const insuranceLeadFamily = recordFamily(
  'insurance lead',
  z.object({
    leadId: z.string(),
    plid: z.number(),
    memberId: z.string(),
    productIdentifier: z.string(),
    productName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    gender: z.string(),
    age: z.string(),
    zip: z.string(),
    state: z.string(),
    howToHelp: z.string(),
    notes: z.string(),
    products: z.array(z.string()),
    createdAt: z.string(),
    /** The staff address the lead was sent to, or null when the co-op has none on file. */
    sentTo: z.string().nullable(),
  }),
);
export type InsuranceLeadRecord = z.output<typeof insuranceLeadFamily.schema>;

/** Pattern 23: a message sent through the co-op's contact form. */
export const contactMessageFamily = recordFamily(
  'contact message',
  z.object({
    messageId: z.string(),
    plid: z.number(),
    /** The signed-in member who sent it, or null for a visitor. */
    memberId: z.string().nullable(),
    fullName: z.string(),
    /** As typed: the spec does not check its format on this form. */
    email: z.string(),
    message: z.string(),
    createdAt: z.string(),
    /** The staff address the message was sent to, or null when the co-op has none on file. */
    sentTo: z.string().nullable(),
  }),
);
export type ContactMessageRecord = z.output<typeof contactMessageFamily.schema>;

/**
 * Pattern 45: a member's report of a problem with a local deal (ADR 0096), in the co-op of the
 * deal's business. The member's name and email are for staff only; the partner's view leaves them out.
 */
export const dealReportFamily = recordFamily(
  'deal report',
  z.object({
    reportId: z.string(),
    plid: z.number(),
    memberId: z.string(),
    fullName: z.string(),
    email: z.string(),
    reason: z.enum(REPORT_REASON_KEYS),
    message: z.string(),
    bpId: z.string(),
    dealId: z.string(),
    locationId: z.string(),
    businessName: z.string(),
    offerValue: z.string(),
    offerDescription: z.string(),
    locationName: z.string(),
    locationAddress: z.string(),
    createdAt: z.string(),
  }),
);
export type DealReportRecord = z.output<typeof dealReportFamily.schema>;

/** What the inbox (pattern 23d) keeps on a message or lead beside its fields: its id (the sort key), state and replies. */
const inboxState = {
  sk: z.string(),
  /** Absent on items from before the inbox: not answered. */
  status: z.enum(['new', 'answered']).optional(),
  replies: z.array(inboxReply).optional(),
};

/** Pattern 23 as the admin inbox reads it: a contact message or a lead, with its inbox state. */
export const inboxFamily = recordFamily(
  'inbox item',
  z.discriminatedUnion('kind', [
    contactMessageFamily.schema.extend({ kind: z.literal('contact'), ...inboxState }),
    insuranceLeadFamily.schema.extend({ kind: z.literal('lead'), ...inboxState }),
    dealReportFamily.schema.extend({ kind: z.literal('report'), ...inboxState }),
  ]),
);
export type StoredReply = z.output<typeof inboxReply>;
/** Pattern 45 as the inbox keeps it (the partner's list reads it so): the report with its state and replies. */
export const storedDealReportFamily = recordFamily(
  'deal report',
  dealReportFamily.schema.extend({ kind: z.literal('report'), ...inboxState }),
);
export type StoredDealReport = z.output<typeof storedDealReportFamily.schema>;

/** Pattern 23b: a newsletter subscription of the b2b shell. */
export const newsletterSubscriptionFamily = recordFamily(
  'newsletter subscription',
  z.object({
    plid: z.number(),
    email: normalEmail,
    status: z.enum(['pending', 'confirmed']),
    /** The first request. */
    createdAt: z.string(),
    /** The latest request (each sends a new confirmation link). */
    requestedAt: z.string(),
    confirmedAt: z.string().optional(),
  }),
);
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionFamily.schema>;
export type NewsletterStatus = NewsletterSubscription['status'];
