import * as z from 'zod';
import { credentials, flag, isoDate, recordId } from './common.js';
import { cursor } from './common.js';
import { reviewItemRequest, reviewItemResponse } from './partners.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { PARTNERS_MESSAGES } from './partners-messages.js';

// The admin's Business Partners beyond the review queue: active partners a page at a time, one
// partner with its offers and signed agreements, an offer switched on or off or re-dated (local
// deals search follows at once), and a signed agreement's PDF.

export const listPartnersRequest = z.object({ credentials, cursor });
export const listPartnersResponse = z.object({
  success: z.literal(true),
  partners: z.array(
    z.object({
      bpId: z.string(),
      businessName: z.string(),
      city: z.string(),
      state: z.string(),
      signedAt: z.string().nullable(),
      offers: z.number(),
      locations: z.number(),
    }),
  ),
  next: z.string().nullable(),
});

export const agreementRecord = z.object({
  version: z.number(),
  agreementVersion: z.string(),
  signedAt: z.string(),
  signer: z.object({ by: z.string(), name: z.string(), title: z.string() }),
  ip: z.string(),
  userAgent: z.string(),
  documentSha256: z.string(),
  pdfSha256: z.string(),
  linkTokenId: z.string(),
});
export const getPartnerResponse = reviewItemResponse.extend({ agreements: z.array(agreementRecord) });

export const setOfferRequest = reviewItemRequest.extend({
  dealId: recordId(PARTNERS_MESSAGES.offerNotFound),
  status: flag,
  expirationDate: isoDate(ADMIN_MESSAGES.reportDateInvalid),
});
export const setOfferResponse = z.object({ success: z.literal(true), message: z.string(), live: z.boolean() });

export const agreementPdfRequest = reviewItemRequest.extend({ version: z.number().int().min(1).max(9999) });
export const agreementPdfResponse = z.object({ success: z.literal(true), filename: z.string(), pdfBase64: z.string() });
