import { getCoop } from '#functions/db/coops-repo.js';
import { addListing, removeListing } from '#functions/db/deal-index-repo.js';
import { getListings } from '#functions/db/offers-repo.js';
import {
  getPartnerBundle,
  type OfferStateFields,
  type PartnerBundle,
  updateLocationState,
  updateOfferState,
} from '#functions/db/partners-repo.js';
import { countLiveOffers } from '#functions/db/stats-repo.js';
import { notFound } from '#functions/model/errors.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { offerListings } from './listings.js';

// An offer's or location's state written, then the local deals index made to match what is
// stored, in the same request: members' search follows at once (ADR 0095). The one way staff
// (admin/setoffer), owners (My business) and the end-date reminders' link change what is live;
// the caller has checked who may change the business.

export type { OfferStateFields };

type Business = Required<Pick<PartnerBundle, 'partner'>> & PartnerBundle;

/**
 * Makes one offer's listings what its stored state says: removed, added, re-dated or re-written
 * (value, description, categories). `bundle` is read after the write. Counts the co-op's live
 * offers when the offer goes live or stops being live. True when the offer is live now.
 */
export async function syncOfferListings(bundle: Business, dealId: string, now = Date.now()): Promise<boolean> {
  const { partner, locations } = bundle;
  const offer = bundle.offers.find((o) => o.dealId === dealId);
  const coop = await getCoop(partner.plid);
  if (!offer || !coop) throw notFound(PARTNERS_MESSAGES.offerNotFound);
  // Only this business's listings: another business's that share an id (old data) stay as they are.
  const current = (await Promise.all(offer.locationIds.map((id) => getListings(offer.dealId, id))))
    .flat()
    .filter((l) => l.bpId === partner.bpId);
  const wanted = await offerListings(partner, offer, locations, coop, now);
  // Removed first: a listing whose location moved cells must not stay in the old one.
  for (const l of current) await removeListing(l);
  for (const l of wanted) await addListing(l);
  const change = (wanted.length ? 1 : 0) - (current.length ? 1 : 0);
  if (change) await countLiveOffers(partner.plid, change);
  return wanted.length > 0;
}

/** Writes an offer's state (on or off, its end date), then its listings follow. */
export async function changeOfferState(
  bpId: string,
  dealId: string,
  fields: OfferStateFields,
  now = Date.now(),
): Promise<{ live: boolean }> {
  if (!(await updateOfferState(bpId, dealId, fields))) throw notFound(PARTNERS_MESSAGES.offerNotFound);
  const bundle = await storedBusiness(bpId);
  return { live: await syncOfferListings(bundle, dealId, now) };
}

/**
 * Switches a location on or off, then the listings of every offer redeemed there follow: off takes
 * them out of search at once, on brings back the ones of live offers. The offers keep the location
 * in their list, so resuming needs nothing else.
 */
export async function changeLocationState(
  bpId: string,
  locationId: string,
  status: 0 | 1,
  now = Date.now(),
): Promise<{ liveOffers: number }> {
  if (!(await updateLocationState(bpId, locationId, status))) throw notFound(OFFER_MESSAGES.locationNotFound);
  const bundle = await storedBusiness(bpId);
  let liveOffers = 0;
  for (const offer of bundle.offers.filter((o) => o.locationIds.includes(locationId)))
    if (await syncOfferListings(bundle, offer.dealId, now)) liveOffers++;
  return { liveOffers };
}

/** The business as stored after a write (read strongly: the index follows the write just made). */
export async function storedBusiness(bpId: string): Promise<Business> {
  const bundle = await getPartnerBundle(bpId, { consistent: true });
  const { partner } = bundle;
  if (!partner) throw notFound(PARTNERS_MESSAGES.businessNotFound);
  return { ...bundle, partner };
}
