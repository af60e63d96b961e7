import * as z from 'zod';
import { LIMITS, TIME_LAPSES } from '../constants.js';
import { credentials, flag, isoDate, recordId, text } from './common.js';
import { COMMON_MESSAGES } from './common-messages.js';
import { OFFER_MESSAGES } from './partner-offers-messages.js';
import { offerTexts } from './partners.js';

// Keeping offers current (ADR 0095): the owner's offers and locations on My business, pause and
// resume, extend, a change of an offer's terms sent for review; staff's queue of those changes
// with the live offer beside each (before and after), approve and send back.

const bpId = recordId(OFFER_MESSAGES.businessNotYours);
const dealId = recordId(OFFER_MESSAGES.offerNotFound);
const locationId = recordId(OFFER_MESSAGES.locationNotFound);

/** What an offer promises: what changes only through staff review. */
export const offerTerms = z.object({
  value: z.string(),
  dollarValue: z.number(),
  description: z.string(),
  frequency: z.number(),
  timeLapse: z.number(),
  stubCopy: z.string(),
  categories: z.array(z.object({ category: z.string(), subcategories: z.array(z.string()) })),
});
export type OfferTermsOut = z.output<typeof offerTerms>;

/** The form's terms: the wizard's offer checks run on them (shared/partner-rules.ts), then these limits. */
export const offerTermsInput = z.object({
  ...offerTexts,
  dollarValue: z.string().max(12),
  frequency: z.string().max(3),
  timeLapse: z
    .number({ error: OFFER_MESSAGES.timeLapseInvalid })
    .refine((d) => TIME_LAPSES.some((t) => t.days === d), OFFER_MESSAGES.timeLapseInvalid),
  categories: z.array(z.object({ category: text(100), subcategories: z.array(text(100)).max(100) })).max(100),
});

export const myBusinessRequest = z.object({ credentials, bpId });
export const myOffer = offerTerms.extend({
  dealId: z.string(),
  /** YYYY-MM-DD */
  expirationDate: z.string(),
  status: z.number(),
  /** live: members find it; paused: its owner or staff switched it off; ended: past its end date; noLocation: its locations are paused. */
  state: z.enum(['live', 'paused', 'ended', 'noLocation']),
  locations: z.array(z.string()),
  change: z
    .object({
      state: z.enum(['waiting', 'sentBack']),
      submittedAt: z.string(),
      terms: offerTerms,
      reviewNote: z.string().nullable(),
    })
    .nullable(),
});
export const myLocation = z.object({
  locationId: z.string(),
  locationName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  status: z.number(),
});
export const myOffersResponse = z.object({
  success: z.literal(true),
  bpId: z.string(),
  businessName: z.string(),
  /** Only an active business changes its offers. */
  active: z.boolean(),
  /** The latest end date an offer may have (YYYY-MM-DD). */
  maxEndDate: z.string(),
  offers: z.array(myOffer),
  locations: z.array(myLocation),
});

export const setMyOfferRequest = myBusinessRequest.extend({ dealId, status: flag });
export const setMyLocationRequest = myBusinessRequest.extend({ locationId, status: flag });
export const extendMyOfferRequest = myBusinessRequest.extend({
  dealId,
  expirationDate: isoDate(OFFER_MESSAGES.endDateInvalid),
});
export const editMyOfferRequest = myBusinessRequest.extend({ dealId, terms: offerTermsInput });
export const myOfferChangeResponse = z.object({ success: z.literal(true), message: z.string() });
/** Pause, resume, extend: what happened, and whether members find the offer now. */
export const myOfferStateResponse = myOfferChangeResponse.extend({ live: z.boolean() });

// Staff: the co-op's changes waiting for review, each with the live offer.
export const offerChangesRequest = z.object({ credentials });
export const offerChangesResponse = z.object({
  success: z.literal(true),
  changes: z.array(
    z.object({
      bpId: z.string(),
      businessName: z.string(),
      dealId: z.string(),
      changeId: z.string(),
      submittedAt: z.string(),
      submittedBy: z.object({ name: z.string(), email: z.string() }),
      before: offerTerms,
      after: offerTerms,
    }),
  ),
});
const changeRef = {
  credentials,
  bpId: recordId(COMMON_MESSAGES.badRequest),
  dealId: recordId(COMMON_MESSAGES.badRequest),
  changeId: recordId(COMMON_MESSAGES.badRequest),
};
export const approveOfferChangeRequest = z.object(changeRef);
export const sendBackOfferChangeRequest = z.object({
  ...changeRef,
  reason: z
    .string({ error: OFFER_MESSAGES.sendBackReasonRequired })
    .trim()
    .min(1, OFFER_MESSAGES.sendBackReasonRequired)
    .max(LIMITS.rejectReason, OFFER_MESSAGES.sendBackReasonTooLong),
});
