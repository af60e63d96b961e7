import * as z from 'zod';
import { PARTNER_MAIL } from '../partner-mailings.js';
import { credentials, linkKeys, recordId } from './common.js';
import { PARTNER_MAIL_MESSAGES } from './partner-mail-messages.js';

// The partner's mail links (ADR 0097): the reminder's extension page reads the offer and its
// choices, then extends it once; the monthly numbers email's opt-out link.

const months = z.literal(PARTNER_MAIL.extendMonths, { error: PARTNER_MAIL_MESSAGES.extendMonthsInvalid });

export const offerExtensionRequest = z.object(linkKeys);
export const offerExtensionResponse = z.object({
  success: z.literal(true),
  businessName: z.string(),
  value: z.string(),
  description: z.string(),
  /** The offer's end date now, YYYY-MM-DD. */
  endDate: z.string(),
  /** Each choice with the end date it gives, YYYY-MM-DD. */
  options: z.array(z.object({ months: z.number(), endDate: z.string() })),
});

export const extendOfferRequest = z.object({ ...linkKeys, months });
export const extendOfferResponse = z.object({ success: z.literal(true), message: z.string(), endDate: z.string() });

export const partnerOptOutRequest = z.object(linkKeys);

/** My business (its owner only): the business's mail settings, and turning the monthly numbers email on or off. */
export const partnerMailRequest = z.object({ credentials, bpId: recordId(PARTNER_MAIL_MESSAGES.businessNotYours) });
export const partnerMailResponse = z.object({
  success: z.literal(true),
  /** The monthly numbers email goes to the business (it has not opted out). */
  numbersEmail: z.boolean(),
  /** Days before an offer's end date its reminders go. */
  reminderDays: z.array(z.number()),
});
export const setPartnerMailRequest = partnerMailRequest.extend({
  numbersEmail: z.boolean({ error: PARTNER_MAIL_MESSAGES.numbersEmailChoice }),
});
export const setPartnerMailResponse = partnerMailResponse.extend({ message: z.string() });
