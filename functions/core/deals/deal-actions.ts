import { randomInt } from 'node:crypto';
import type * as z from 'zod';
import { fill, LOCAL_DEALS } from '#shared/constants.js';
import { usDateTime, usFromIso } from '#shared/us-dates.js';
import type { coupon as couponSchema, listFavoritesResponse, openedDeal } from '#shared/schemas/deals.js';
import { getMember } from '#functions/db/members-repo.js';
import {
  claimRedemptionSlot,
  deleteFavorite,
  getDealRecords,
  getFavoriteTicket,
  getListings,
  getListingsByKey,
  getSpentTicket,
  listFavorites,
  listRedemptionSlots,
  putFavorite,
  putSaving,
  setFavoriteTicket,
  type DealRecords,
  type FavoriteRecord,
  type ListingItem,
  type OfferRecord,
  type SavingRecord,
  type TicketSpend,
} from '#functions/db/offers-repo.js';
import { countRedemption } from '#functions/db/stats-repo.js';
import { inConflict, notFound } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { coopTimeZone, coopToday } from '../coops/coop-time.js';
import { haversineMiles } from '#functions/model/geo.js';
import { zipCentroid } from './zip-centroids.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { countEvent } from '#functions/model/metrics.js';
import { countForBusiness, redemptionChanges } from '../partners/numbers-count.js';

// Opening, redeeming and favoriting one deal at one location (b2c/opendeal, printdeal,
// addfavorite, removefavorite, listfavoritesdeals). A deal is live while its listing is in the
// geo index (offer and location enabled, partner active) and its end time has not passed.

const DAY = 86_400_000;
const LIFETIME_DAYS = 99_999;

export interface DealRef {
  dealId: string;
  locationId: string;
}

export interface LiveDeal {
  listing: ListingItem;
  records: DealRecords & Required<Pick<DealRecords, 'partner' | 'offer' | 'location' | 'member'>>;
}

/**
 * The one listing of these ids, and the records it claims: the partner it names, that partner's
 * offer of this id listed at that partner's location. A listing that does not check out, or ids
 * that two listings share (data from before ids were claimed), open nothing.
 */
export async function liveDeal(memberId: string, ref: DealRef, now: number): Promise<LiveDeal> {
  const listings = await getListings(ref.dealId, ref.locationId);
  if (listings.length > 1)
    log('error', 'listing ids shared by more than one business', {
      dealId: ref.dealId,
      locationId: ref.locationId,
      bpIds: listings.map((l) => l.bpId),
    });
  const listing = listings.length === 1 ? listings[0]! : undefined;
  if (!listing) throw notFound(DEALS_MESSAGES.dealUnavailable);
  if (listing.endsAt <= now) throw notFound(DEALS_MESSAGES.dealExpired);
  const records = await getDealRecords(listing.bpId, ref.dealId, ref.locationId, memberId);
  const { partner, offer, location, member } = records;
  const belongs =
    partner?.bpId === listing.bpId &&
    offer?.bpId === listing.bpId &&
    offer.locationIds.includes(ref.locationId) &&
    location?.locationId === ref.locationId;
  if (!partner || !offer || !location || !member || !belongs) throw notFound(DEALS_MESSAGES.dealUnavailable);
  return { listing, records: { ...records, partner, offer, location, member } };
}

const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
const days = (n: number) => (n === 1 ? 'day' : `${n} days`);

/** The per-customer limit in words: '1 time every 7 days', 'Unlimited', 'Once per lifetime'. */
export function redemptionsText(frequency: number, timeLapse: number): string {
  if (!(frequency > 0)) return 'Unlimited';
  if (timeLapse >= LIFETIME_DAYS) return frequency === 1 ? 'Once per lifetime' : `${times(frequency)} per lifetime`;
  return `${times(frequency)} every ${days(timeLapse)}`;
}

const withScheme = (url: string | null) => (url && !/^https?:\/\//i.test(url) ? `http://${url}` : url);
const streetOf = (address: string, hide: unknown) => (hide === 1 || hide === true ? '' : address);
const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

export async function openDeal(memberId: string, ref: DealRef, now = Date.now()): Promise<z.input<typeof openedDeal>> {
  const { listing, records } = await liveDeal(memberId, ref, now);
  const { partner, offer, location, member } = records;
  // What an offline 'Redeem on phone' checks against until the server has the final word.
  const remaining = await remainingUses(memberId, offer, now);
  return {
    website: withScheme(partner.website),
    businessName: partner.businessName,
    businessDescription: partner.businessDescription ?? '',
    locationName: location.locationName,
    address: streetOf(location.address, location.hideAddress),
    city: location.city,
    state: location.state,
    zip: location.zip,
    locationPhone: location.phone ?? null,
    phone: partner.phone ?? null,
    email: partner.email ?? null,
    logo: mediaUrl(listing.logo),
    value: offer.value,
    dollarValue: offer.dollarValue,
    description: offer.description,
    redemptions: redemptionsText(offer.frequency, offer.timeLapse),
    expirationDate: usFromIso(offer.expirationDate),
    isFavorite: records.isFavorite,
    isPrinted: offer.isPrinted ? 1 : 0,
    isMobile: offer.isMobile ? 1 : 0,
    stubCopy: offer.stubCopy ?? '',
    image1: partner.image1 ? mediaUrl(partner.image1) : null,
    image2: partner.image2 ? mediaUrl(partner.image2) : null,
    customerName: nameOf(member),
    memberId: member.memberId,
    dealdata: { dealId: ref.dealId, locationId: ref.locationId },
    remaining,
  };
}

const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I for the cashier to misread

/** Four groups of four characters from the CSPRNG, e.g. 7K3Q-MX2D-PA9F-W4TZ. */
export function newCouponId(): string {
  return Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)]).join(''),
  ).join('-');
}

/**
 * Reads again at most this many times after a busy claim. Each busy answer already spent the
 * transaction retry policy's back-off (functions/db/transact.ts), so no wait of its own here.
 */
const MAX_BUSY_CLAIMS = 3;

/**
 * Looks at most this many times at a ticket whose spend lost to a parallel send of it; each lost
 * spend already waited out the transaction retry policy, so the winner has committed or is about to.
 */
const MAX_TICKET_LOOKS = 3;

type Coupon = z.input<typeof couponSchema>;

export async function printDeal(
  memberId: string,
  ref: DealRef & { source: 'W' | 'M' },
  now = Date.now(),
): Promise<Coupon> {
  const outcome = await redeem(memberId, ref, ref.source, newCouponId(), undefined, now);
  if (outcome === 'ticket') throw inConflict(DEALS_MESSAGES.dealBusy); // only a ticket's spend can lose to one
  return outcome.coupon;
}

/**
 * A 'Redeem on phone' made offline with the favorite's ticket, arriving now: counted once against
 * the limit as it stands now, with the ticket as the coupon id the member already showed. Every
 * send of the same ticket answers the coupon it made, however many arrive at once; a ticket that
 * is not this member's is refused.
 */
export async function redeemOffline(
  memberId: string,
  ref: DealRef,
  ticket: string,
  now = Date.now(),
): Promise<{ coupon: Coupon; ticket: string | null; remaining: number | null }> {
  /** The coupon this ticket made, when it has been spent on this deal. */
  const spent = async () => {
    const record = await getSpentTicket(memberId, ticket);
    if (!record || record.dealId !== ref.dealId || record.locationId !== ref.locationId) return undefined;
    const favorite = await getFavoriteTicket(memberId, ref.dealId, ref.locationId);
    return { coupon: record.coupon as Coupon, ticket: favorite?.ticket ?? null, remaining: null };
  };
  // The spend swaps the favorite's ticket and records its coupon in one transaction, so a favorite
  // that no longer holds the ticket means it was spent (then its record answers) or never was
  // this member's. Read in this order, a send cannot miss a parallel one that commits in between.
  for (let look = 0; look < MAX_TICKET_LOOKS; look++) {
    const favorite = await getFavoriteTicket(memberId, ref.dealId, ref.locationId);
    if (favorite?.ticket !== ticket) {
      const earlier = await spent();
      if (earlier) return earlier;
      throw notFound(DEALS_MESSAGES.ticketUnknown);
    }
    const next = newCouponId();
    let outcome: Awaited<ReturnType<typeof redeem>>;
    try {
      outcome = await redeem(memberId, ref, LOCAL_DEALS.mobileSource, ticket, next, now);
    } catch (error) {
      // A refusal (the limit, a busy deal) may come from a parallel send of this very ticket,
      // which took the last use: then that send's coupon is this one's answer.
      const earlier = await spent().catch(() => undefined);
      if (earlier) return earlier;
      throw error;
    }
    if (outcome !== 'ticket') return { coupon: outcome.coupon, ticket: next, remaining: outcome.remaining };
    // A parallel send of this ticket won (or is still committing): look again.
  }
  throw inConflict(DEALS_MESSAGES.dealBusy);
}

/** The member's uses left of this offer in its window now; null when it has no limit. */
export async function remainingUses(memberId: string, offer: OfferRecord, now = Date.now()): Promise<number | null> {
  if (!(offer.frequency > 0)) return null;
  const freeBefore = new Date(now - Math.min(offer.timeLapse, LIFETIME_DAYS) * DAY).toISOString();
  const slots = await listRedemptionSlots(memberId, offer.dealId);
  return Math.max(
    0,
    offer.frequency - slots.filter((s) => s.lastUsedAt > freeBefore && s.slot < offer.frequency).length,
  );
}

async function redeem(
  memberId: string,
  ref: DealRef,
  source: 'W' | 'M',
  couponId: string,
  nextTicket: string | undefined,
  now: number,
): Promise<{ coupon: Coupon; remaining: number | null } | 'ticket'> {
  const { records } = await liveDeal(memberId, ref, now);
  const { partner, offer, location, member } = records;
  if (source === LOCAL_DEALS.printSource && !offer.isPrinted) throw inConflict(DEALS_MESSAGES.dealNoPrint);
  if (source === LOCAL_DEALS.mobileSource && !offer.isMobile) throw inConflict(DEALS_MESSAGES.dealNoMobile);

  const redeemedAt = new Date(now).toISOString();
  const saving: SavingRecord = {
    memberId,
    dealId: ref.dealId,
    locationId: ref.locationId,
    couponId,
    source,
    businessName: partner.businessName,
    value: offer.value,
    dollarvalue: offer.dollarValue,
    datetime: redeemedAt,
  };
  const coupon: Coupon = {
    couponId,
    source,
    businessName: partner.businessName,
    locationName: location.locationName,
    address: streetOf(location.address, location.hideAddress),
    city: location.city,
    state: location.state,
    zip: location.zip,
    value: offer.value,
    dollarValue: offer.dollarValue,
    description: offer.description,
    stubCopy: offer.stubCopy ?? '',
    expirationDate: usFromIso(offer.expirationDate),
    customerName: nameOf(member),
    memberId: member.memberId,
    redeemedAt,
  };
  const ticket: TicketSpend | undefined = nextTicket ? { next: nextTicket, coupon } : undefined;
  // The day it counts on is looked up while the redemption is stored, not after it.
  const countDay = coopToday(member.plid, now);
  countDay.catch(() => undefined); // a failure is logged below, if the redemption is stored
  let remaining: number | null = null;
  if (!(offer.frequency > 0)) {
    if ((await putSaving(saving, ticket)) === 'ticket') return 'ticket';
  } else {
    const left = await claimSlot(offer, saving, now, partner.plid, ticket);
    if (left === 'ticket') return 'ticket';
    remaining = left;
  }
  countEvent('print', member.plid);
  const counted = { bpId: partner.bpId, dealId: ref.dealId, businessName: partner.businessName, value: offer.value };
  await Promise.all([
    countDay
      .then((day) => countRedemption(member.plid, counted, (offer.dollarValue ?? 0) * 100, day))
      .catch((error: Error) => log('error', 'redemption not counted', { dealId: ref.dealId, error: error.message })),
    // The business's own figures, per location and kind (ADR 0094).
    countForBusiness(member.plid, partner.bpId, redemptionChanges(ref, source, offer.dollarValue ?? 0), now),
  ]);
  return { coupon, remaining };
}

/**
 * The offer allows `frequency` uses every `timeLapse` days: that many slots, each free again once
 * its last use is `timeLapse` days old. A use takes a free slot with a conditional write, so
 * parallel redemptions can never take more than the slots there are. Answers the uses left after
 * this one, or 'ticket' when the offline ticket it spends was spent first.
 */
async function claimSlot(
  offer: OfferRecord,
  saving: SavingRecord,
  now: number,
  plid: number,
  ticket: TicketSpend | undefined,
): Promise<number | 'ticket'> {
  const windowMs = Math.min(offer.timeLapse, LIFETIME_DAYS) * DAY;
  const freeBefore = new Date(now - windowMs).toISOString();
  // A 'taken' claim means a slot went from free to used, which happens at most `frequency` times
  // before none is free: the loop ends on a claim, on the limit's message, or on busy writes.
  for (let taken = 0, busy = 0; taken <= offer.frequency && busy < MAX_BUSY_CLAIMS; ) {
    const used = new Map(
      (await listRedemptionSlots(saving.memberId, saving.dealId)).map((s) => [s.slot, s.lastUsedAt]),
    );
    const free = Array.from({ length: offer.frequency }, (_, slot) => slot).filter(
      (slot) => !used.has(slot) || used.get(slot)! <= freeBefore,
    );
    if (!free.length) throw inConflict(await limitReason(offer, [...used.values()], windowMs, plid));
    // A random free slot: parallel redemptions then mostly try different slots.
    const outcome = await claimRedemptionSlot(free[randomInt(free.length)]!, freeBefore, saving, ticket);
    if (outcome === 'ok') return free.length - 1;
    if (outcome === 'ticket') return 'ticket';
    if (outcome === 'busy') busy++;
    else taken++;
  }
  throw inConflict(DEALS_MESSAGES.dealBusy);
}

async function limitReason(offer: OfferRecord, usedAt: string[], windowMs: number, plid: number): Promise<string> {
  if (offer.timeLapse >= LIFETIME_DAYS)
    return fill(DEALS_MESSAGES.dealLimitLifetime, { count: times(offer.frequency) });
  // The oldest use frees its slot first.
  const next = Math.min(...usedAt.map((t) => Date.parse(t))) + windowMs;
  // The co-op's zone, named: the coupon's issue time on the page is spelled by the same helper.
  const date = usDateTime(next, await coopTimeZone(plid));
  return fill(DEALS_MESSAGES.dealLimitWindow, { count: times(offer.frequency), days: days(offer.timeLapse), date });
}

export async function addFavorite(memberId: string, ref: DealRef, now = Date.now()): Promise<void> {
  const { listing, records } = await liveDeal(memberId, ref, now);
  const { pk, sk, categories: _categories, ...snapshot } = listing;
  await putFavorite(memberId, {
    dealId: ref.dealId,
    locationId: ref.locationId,
    listingPk: pk,
    listingSk: sk,
    snapshot: pickListing(snapshot),
    addedAt: new Date(now).toISOString(),
    ticket: newCouponId(),
  });
  countEvent('favorite', records.member.plid);
  // A favorite added again (it already was one) is no new favorite for the business's figures.
  if (!records.isFavorite)
    await countForBusiness(
      records.member.plid,
      listing.bpId,
      [{ kind: 'fav', dealId: ref.dealId, locationId: ref.locationId, by: 1 }],
      now,
    );
}

export async function removeFavorite(memberId: string, ref: DealRef): Promise<void> {
  await deleteFavorite(memberId, ref.dealId, ref.locationId);
}

function pickListing(l: Omit<ListingItem, 'pk' | 'sk' | 'categories'>) {
  const {
    dealId,
    locationId,
    bpId,
    lat,
    lon,
    businessName,
    value,
    description,
    dollarValue,
    logo,
    address,
    city,
    state,
    zipcode,
    hideAddress,
    endsAt,
  } = l;
  return {
    dealId,
    locationId,
    bpId,
    lat,
    lon,
    businessName,
    value,
    description,
    dollarValue,
    logo,
    address,
    city,
    state,
    zipcode,
    hideAddress,
    endsAt,
  };
}

/**
 * The member's favorites, nearest first from their ZIP. One whose deal has ended or was withdrawn
 * stays listed with the reason, so it does not vanish without a word.
 */
export async function listFavoriteDeals(
  memberId: string,
  now = Date.now(),
): Promise<z.input<typeof listFavoritesResponse>> {
  const [favorites, member] = await Promise.all([listFavorites(memberId), getMember(memberId)]);
  if (!favorites.length) return { success: true, deals: [], message: DEALS_MESSAGES.noFavorites };
  const [live, center, tickets] = await Promise.all([
    getListingsByKey(favorites.map((f) => ({ pk: f.listingPk, sk: f.listingSk }))),
    member?.zip ? zipCentroid(member.zip).catch(() => undefined) : Promise.resolve(undefined),
    openTickets(memberId, favorites),
  ]);
  const deals = favorites.map((f, i) => {
    const current = live({ pk: f.listingPk, sk: f.listingSk });
    const l = current ?? f.snapshot;
    const unavailable = !current
      ? DEALS_MESSAGES.dealUnavailable
      : current.endsAt <= now
        ? DEALS_MESSAGES.dealExpired
        : undefined;
    return {
      dealId: f.dealId,
      locationId: f.locationId,
      dollarValue: l.dollarValue,
      logo: mediaUrl(l.logo),
      value: l.value,
      description: l.description,
      businessName: l.businessName,
      address: streetOf(l.address, l.hideAddress),
      hideAddress: l.hideAddress ? 1 : 0,
      city: l.city,
      state: l.state,
      zipcode: l.zipcode,
      DISTANCE: center ? Math.round(haversineMiles(center, l) * 100) / 100 : 0,
      ...(unavailable ? { unavailable } : {}),
      ...(tickets[i] ? { ticket: tickets[i] } : {}),
    } as const;
  });
  deals.sort((a, b) => Number(Boolean(a.unavailable)) - Number(Boolean(b.unavailable)) || a.DISTANCE - b.DISTANCE);
  return { success: true, deals };
}

/**
 * Each favorite's open offline redemption ticket; a favorite from before tickets gets its first
 * one here (none this time if a parallel listing gave it one first).
 */
async function openTickets(memberId: string, favorites: readonly FavoriteRecord[]): Promise<(string | undefined)[]> {
  return Promise.all(
    favorites.map(async (f) => {
      if (f.ticket) return f.ticket;
      const ticket = newCouponId();
      return (await setFavoriteTicket(memberId, f.dealId, f.locationId, ticket)) ? ticket : undefined;
    }),
  );
}
