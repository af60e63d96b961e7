import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { BUSINESS_STATUS, fill, PERPETUAL_DATE } from '#shared/constants.js';
import { offerTermsRules } from '#shared/offer-terms-rules.js';
import { isoFromUs, usFromIso } from '#shared/us-dates.js';
import type {
  editMyOfferRequest,
  extendMyOfferRequest,
  myOffersResponse,
  setMyLocationRequest,
  setMyOfferRequest,
} from '#shared/schemas/partner-offers.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { getCoop } from '#functions/db/coops-repo.js';
import {
  getPartnerBundle,
  type OfferTerms,
  type PartnerBundle,
  type PartnerRecord,
  putOfferChange,
} from '#functions/db/partners-repo.js';
import type { OfferRecord } from '#functions/db/offers-repo.js';
import { forbidden, inConflict, invalid, notFound } from '#functions/model/errors.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { changeLocationState, changeOfferState } from './offer-state.js';

// An owner keeping its offers current from My business (ADR 0095): pause and resume an offer or a
// location and extend an offer's end at once (the index follows in the same request); a change to
// what an offer promises waits for staff beside the live offer, which members keep seeing. The
// business is the signed-in member's own, checked here on every call: another member's is "not
// found", never shown.

interface Owner {
  memberId: string;
}

/** The latest end an offer may have: the wizard's perpetual date. */
export const MAX_END_DATE = isoFromUs(PERPETUAL_DATE);

type Owned = PartnerBundle & { partner: PartnerRecord };

async function ownedBusiness(owner: Owner, bpId: string): Promise<Owned> {
  const bundle = await getPartnerBundle(bpId);
  const { partner } = bundle;
  if (!partner || partner.memberId !== owner.memberId) throw notFound(OFFER_MESSAGES.businessNotYours);
  return { ...bundle, partner };
}

/** The owner's active business and one of its offers. */
async function ownedOffer(owner: Owner, bpId: string, dealId: string) {
  const business = await ownedBusiness(owner, bpId);
  if (business.partner.status !== BUSINESS_STATUS.active) throw inConflict(OFFER_MESSAGES.businessNotActive);
  const offer = business.offers.find((o) => o.dealId === dealId);
  if (!offer) throw notFound(OFFER_MESSAGES.offerNotFound);
  return { ...business, offer };
}

const termsOf = (o: OfferRecord): OfferTerms => ({
  value: o.value,
  dollarValue: o.dollarValue,
  description: o.description,
  frequency: o.frequency,
  timeLapse: o.timeLapse,
  stubCopy: o.stubCopy,
  categories: o.categories ?? [],
});

/** Where an offer stands for its members today (the co-op's day), as the index has it. */
function offerState(o: OfferRecord, enabledLocations: ReadonlySet<string>, today: string) {
  if (o.status !== 1) return 'paused' as const;
  if (o.expirationDate < today) return 'ended' as const;
  return o.locationIds.some((id) => enabledLocations.has(id)) ? ('live' as const) : ('noLocation' as const);
}

export async function listMyOffers(
  owner: Owner,
  bpId: string,
  now = Date.now(),
): Promise<z.input<typeof myOffersResponse>> {
  const { partner, offers, locations, changes } = await ownedBusiness(owner, bpId);
  const today = dayIn(now, (await getCoop(partner.plid))?.timeZone ?? DEFAULT_TIME_ZONE);
  const enabled = new Set(locations.filter((l) => l.status === 1).map((l) => l.locationId));
  const names = new Map(locations.map((l) => [l.locationId, l.locationName]));
  return {
    success: true,
    bpId: partner.bpId,
    businessName: partner.businessName,
    active: partner.status === BUSINESS_STATUS.active,
    maxEndDate: MAX_END_DATE,
    offers: offers.map((o) => {
      const change = changes.find((c) => c.dealId === o.dealId);
      return {
        dealId: o.dealId,
        ...termsOf(o),
        expirationDate: o.expirationDate,
        status: o.status,
        state: offerState(o, enabled, today),
        locations: o.locationIds.map((id) => names.get(id) ?? id),
        change: change
          ? {
              state: change.state,
              submittedAt: change.submittedAt,
              terms: change.terms,
              reviewNote: change.reviewNote,
            }
          : null,
      };
    }),
    locations: locations.map((l) => ({
      locationId: l.locationId,
      locationName: l.locationName,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      status: l.status,
    })),
  };
}

/** Pause (0) or resume (1) an offer at once. An offer the co-op's staff paused stays for them to resume. */
export async function setMyOffer(owner: Owner, input: z.output<typeof setMyOfferRequest>, now = Date.now()) {
  const { partner, offer } = await ownedOffer(owner, input.bpId, input.dealId);
  if (input.status === 1 && offer.status !== 1 && offer.pausedBy === 'staff')
    throw forbidden(OFFER_MESSAGES.pausedByStaff);
  const { live } = await changeOfferState(
    partner.bpId,
    offer.dealId,
    { status: input.status, pausedBy: input.status === 0 ? 'owner' : null },
    now,
  );
  const message =
    input.status === 0
      ? OFFER_MESSAGES.offerPaused
      : live
        ? OFFER_MESSAGES.offerResumed
        : OFFER_MESSAGES.offerResumedNotLive;
  return { success: true as const, message, live };
}

/** Pause (0) or resume (1) a location at once: its offers leave search there, or come back. */
export async function setMyLocation(owner: Owner, input: z.output<typeof setMyLocationRequest>, now = Date.now()) {
  const { partner, locations } = await ownedBusiness(owner, input.bpId);
  if (partner.status !== BUSINESS_STATUS.active) throw inConflict(OFFER_MESSAGES.businessNotActive);
  if (!locations.some((l) => l.locationId === input.locationId)) throw notFound(OFFER_MESSAGES.locationNotFound);
  await changeLocationState(partner.bpId, input.locationId, input.status, now);
  return {
    success: true as const,
    message: input.status === 0 ? OFFER_MESSAGES.locationPaused : OFFER_MESSAGES.locationResumed,
  };
}

/** A later end date, up to the perpetual date and not before the co-op's today. */
export async function extendMyOffer(owner: Owner, input: z.output<typeof extendMyOfferRequest>, now = Date.now()) {
  const { partner, offer } = await ownedOffer(owner, input.bpId, input.dealId);
  const date = input.expirationDate;
  if (date <= offer.expirationDate)
    throw invalid(fill(OFFER_MESSAGES.endDateNotLater, { date: usFromIso(offer.expirationDate) }));
  if (date > MAX_END_DATE) throw invalid(fill(OFFER_MESSAGES.endDateTooLate, { date: PERPETUAL_DATE }));
  const today = dayIn(now, (await getCoop(partner.plid))?.timeZone ?? DEFAULT_TIME_ZONE);
  if (date < today) throw invalid(PARTNERS_MESSAGES.offerExpirationPast);
  const { live } = await changeOfferState(partner.bpId, offer.dealId, { expirationDate: date }, now);
  return { success: true as const, message: fill(OFFER_MESSAGES.offerExtended, { date: usFromIso(date) }), live };
}

/** The form's terms as stored: trimmed, numbers, only the categories with a subcategory chosen. */
function storedTerms(t: z.output<typeof editMyOfferRequest>['terms']): OfferTerms {
  return {
    value: t.value.trim(),
    dollarValue: Number(t.dollarValue.trim()),
    description: t.description.trim(),
    frequency: Number(t.frequency.trim()),
    timeLapse: t.timeLapse,
    stubCopy: t.stubCopy,
    categories: t.categories
      .filter((c) => c.subcategories.length > 0)
      .map((c) => ({ category: c.category, subcategories: [...c.subcategories] })),
  };
}

const sameTerms = (a: OfferTerms, b: OfferTerms) => JSON.stringify(termsKey(a)) === JSON.stringify(termsKey(b));
const termsKey = (t: OfferTerms) => [
  t.value,
  t.dollarValue,
  t.description,
  t.frequency,
  t.timeLapse,
  t.stubCopy,
  t.categories.map((c) => [c.category, [...c.subcategories].sort()]).sort(),
];

/**
 * A change to what the offer promises, sent for staff review: stored beside the live offer (which
 * stays as it is for members), replacing any change the offer had waiting or sent back.
 */
export async function editMyOffer(owner: Owner, input: z.output<typeof editMyOfferRequest>, now = Date.now()) {
  const { partner, offer } = await ownedOffer(owner, input.bpId, input.dealId);
  // The wizard's checks, in its order and words, on the fields a change touches.
  const checked = offerTermsRules.safeParse({
    ...input.terms,
    categories: input.terms.categories.map((c) => ({ subcategories: c.subcategories.map(() => ({ selected: true })) })),
  });
  const issue = checked.error?.issues[0];
  if (issue) throw invalid(issue.message);
  const terms = storedTerms(input.terms);
  if (sameTerms(terms, termsOf(offer))) throw invalid(OFFER_MESSAGES.changeUnchanged);
  await putOfferChange({
    bpId: partner.bpId,
    dealId: offer.dealId,
    plid: partner.plid,
    changeId: randomUUID(),
    memberId: owner.memberId,
    state: 'waiting',
    submittedAt: new Date(now).toISOString(),
    terms,
    reviewNote: null,
  });
  return { success: true as const, message: OFFER_MESSAGES.changeSubmitted };
}
