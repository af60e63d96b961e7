import { LOCAL_DEALS, fill } from '#shared/constants.js';
import type { ResponseOf } from '#shared/routes.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { ApiError, callApi, isOffline } from '#web/lib/api-client.js';
import { noConnection } from '#web/lib/offline-copy.js';
import {
  canStore,
  dropQueued,
  enqueueRedemption,
  queuedRedemptions,
  readCopies,
  readCopy,
  saveCopy,
  type QueuedRedemption,
} from '#web/lib/offline-store.js';
import { readItem } from '#web/lib/session-storage.js';
import type { Coupon } from './api/print-deal';
import { REDEMPTION_SYNC_TAG } from '#web/lib/offline-sync.js';
import { dealKey, openDeal, type OpenedDeal } from './open-deal';

// 'Redeem on phone' of a favorite in a dead zone: the coupon the cashier sees carries the
// favorite's server-minted ticket as its id, is checked against the uses left as last known, and
// is queued on the phone; sent when the connection returns (the 'online' event, the next load, or
// the service worker's Background Sync calling sendQueuedRedemptions), where the server counts it
// once or refuses it, and the member is told which.

export const FAVORITES_KEY = 'list';
/** The favorites list as the route answers it (read from the contract here, not from list-favorite-deals.ts, which imports this file). */
type FavoriteDeals = ResponseOf<'b2c/listfavoritesdeals'>;

async function requestSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  await (
    registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
  )?.sync?.register(REDEMPTION_SYNC_TAG);
}

/** A redemption the phone cannot make offline, with the reason to show. */
export class OfflineRefusal extends Error {}

export type Outcome = { ticket: string; businessName: string } & (
  | { accepted: true; coupon: Coupon }
  | { accepted: false; reason: string }
);

/**
 * Makes the offline coupon of this favorite and queues its redemption. Refused (OfflineRefusal)
 * when the phone has no ticket for it, the last known uses left are spent, or its one ticket is
 * already queued.
 */
export async function redeemOffline(deal: OpenedDeal, now = Date.now()): Promise<Coupon> {
  const memberId = readItem('credentials');
  if (!memberId || !canStore()) throw new OfflineRefusal(OFFLINE_MESSAGES.offlineNoTicket);
  if (!deal.isMobile) throw new OfflineRefusal(DEALS_MESSAGES.dealNoMobile);
  const favorites = await readCopy<FavoriteDeals>(memberId, 'favorites', FAVORITES_KEY);
  const ticket = favorites?.data.deals.find((f) => dealKey(f) === dealKey(deal.dealdata))?.ticket;
  if (!ticket) throw new OfflineRefusal(OFFLINE_MESSAGES.offlineNoTicket);
  const queued = await queuedRedemptions(memberId);
  if (queued.some((q) => q.ticket === ticket)) throw new OfflineRefusal(OFFLINE_MESSAGES.offlineLimit);
  if (
    typeof deal.remaining === 'number' &&
    deal.remaining - queued.filter((q) => dealKey(q) === dealKey(deal.dealdata)).length <= 0
  ) {
    throw new OfflineRefusal(OFFLINE_MESSAGES.offlineLimit);
  }
  await enqueueRedemption({
    ticket,
    memberId,
    dealId: deal.dealdata.dealId,
    locationId: deal.dealdata.locationId,
    businessName: deal.businessName,
    queuedAt: now,
  });
  void requestSync().catch(() => undefined);
  return {
    couponId: ticket,
    source: LOCAL_DEALS.mobileSource,
    businessName: deal.businessName,
    locationName: deal.locationName,
    address: deal.address,
    city: deal.city,
    state: deal.state,
    zip: deal.zip,
    value: deal.value,
    dollarValue: deal.dollarValue,
    description: deal.description,
    stubCopy: deal.stubCopy,
    expirationDate: deal.expirationDate,
    customerName: deal.customerName,
    memberId: deal.memberId,
    redeemedAt: new Date(now).toISOString(),
  };
}

/** Opened at most this many favorites ahead per listing: a long list fills in as they are opened. */
const AHEAD = 12;

/**
 * After an online listing, opens (in the background) the live favorites the phone has no copy of
 * yet, so each one's details and coupon text are there for the next dead zone.
 */
export async function keepFavoriteDeals(list: FavoriteDeals): Promise<void> {
  const memberId = readItem('credentials');
  if (!memberId || !canStore() || isOffline()) return;
  const kept = new Set((await readCopies(memberId, 'deal')).map((r) => r.key));
  const missing = list.deals.filter((f) => !f.unavailable && f.ticket && !kept.has(dealKey(f))).slice(0, AHEAD);
  for (const f of missing) {
    const opened = await openDeal(f).catch(() => undefined);
    if (!opened) return;
    await saveCopy(memberId, 'deal', dealKey(f), opened);
  }
}

let sending: Promise<Outcome[]> | undefined;

/**
 * Sends this phone's queued redemptions of the signed-in member, oldest first; each answered one
 * leaves the queue (the server's answer is final), one that got no answer stays for the next try.
 * One run at a time: the 'online' event and a load can fire together.
 */
export function sendQueuedRedemptions(): Promise<Outcome[]> {
  sending ??= sendAll().finally(() => (sending = undefined));
  return sending;
}

async function sendAll(): Promise<Outcome[]> {
  const memberId = readItem('credentials');
  if (!memberId || !canStore()) return [];
  const outcomes: Outcome[] = [];
  for (const q of await queuedRedemptions(memberId)) {
    const outcome = await sendOne(q);
    if (outcome === 'offline') break; // still no connection: the rest waits too
    await dropQueued(q.ticket);
    if (outcome !== 'settled') outcomes.push(outcome);
  }
  return outcomes;
}

const stillQueued = async (q: QueuedRedemption) =>
  (await queuedRedemptions(q.memberId)).some((other) => other.ticket === q.ticket);

/**
 * The server's answer to one queued redemption; 'offline' when there was none to be had, 'settled'
 * when another sender (another tab, at the same moment) had the answer and told the member.
 */
async function sendOne(q: QueuedRedemption): Promise<Outcome | 'offline' | 'settled'> {
  for (let send = 1; ; send++) {
    let answer: ResponseOf<'b2c/redeemoffline'>;
    try {
      answer = await callApi('b2c/redeemoffline', {
        credentials: q.memberId,
        deal: { dealId: q.dealId, locationId: q.locationId },
        ticket: q.ticket,
      });
    } catch (error) {
      if (noConnection(error)) return 'offline';
      // No session (401) or no CSRF header (403): not a verdict on the redemption, it stays queued.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return 'offline';
      // "Not on record" can be a duplicate: another tab's send of this ticket spending it at the
      // same moment. A resend is answered with the coupon it made, so one 404 is not yet a refusal;
      // and when the other send has already settled the item, that tab told the member.
      if (error instanceof ApiError && error.status === 404 && send === 1) {
        if (!(await stillQueued(q))) return 'settled';
        continue;
      }
      return {
        ticket: q.ticket,
        businessName: q.businessName,
        accepted: false,
        reason: error instanceof Error ? error.message : String(error),
      };
    }
    await nextTicket(q, answer.ticket, answer.remaining).catch(() => undefined);
    return { ticket: q.ticket, businessName: q.businessName, accepted: true, coupon: answer.coupon };
  }
}

/** The favorite's next ticket and uses left go into the phone's copies for the next dead zone. */
async function nextTicket(q: QueuedRedemption, ticket: string | null, remaining: number | null): Promise<void> {
  const favorites = await readCopy<FavoriteDeals>(q.memberId, 'favorites', FAVORITES_KEY);
  if (favorites) {
    const deals = favorites.data.deals.map((f) =>
      dealKey(f) === dealKey(q) ? { ...f, ticket: ticket ?? undefined } : f,
    );
    await saveCopy(q.memberId, 'favorites', FAVORITES_KEY, { ...favorites.data, deals }, favorites.savedAt);
  }
  const opened = await readCopy<ResponseOf<'b2c/opendeal'>>(q.memberId, 'deal', dealKey(q));
  if (opened && remaining !== null)
    await saveCopy(
      q.memberId,
      'deal',
      dealKey(q),
      { ...opened.data, data: { ...opened.data.data, remaining } },
      opened.savedAt,
    );
}

/** What the member is told of each outcome. */
export function outcomeText(outcome: Outcome): { title: string; message: string; ok: boolean } {
  return outcome.accepted
    ? {
        title: OFFLINE_MESSAGES.offlineReceivedTitle,
        message: fill(OFFLINE_MESSAGES.offlineRedeemed, { business: outcome.businessName }),
        ok: true,
      }
    : {
        title: DEALS_MESSAGES.cannotRedeem,
        message: fill(OFFLINE_MESSAGES.offlineRefused, { business: outcome.businessName, reason: outcome.reason }),
        ok: false,
      };
}
