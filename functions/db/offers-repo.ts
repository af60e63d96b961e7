import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Listing } from '../model/listing.js';
import { config } from '../config.js';
import { batchGet } from './batch-get.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { isConditionFailed, transact, type TransactItems } from './transact.js';

// A deal as a member opens, redeems and favorites it: the listing in the geo table (live or not),
// the partner, offer and location records in the core table (pattern 19), the member's favorites
// (16), redemption slots (17) and savings (15).

const core = () => config().tables.core;
const geo = () => config().tables.geo;

export type ListingItem = Listing & { pk: string; sk: string };

/**
 * The listings of a deal at a location (pattern 29): one while the deal is searchable there, none
 * once it is not. Ids are claimed network-wide, so more than one means data written before that
 * rule; callers check which business each belongs to.
 */
export async function getListings(dealId: string, locationId: string): Promise<ListingItem[]> {
  const items = await queryAll({
    TableName: geo(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': keys.dealLocations(dealId, locationId).gsi1pk, ':sk': locationId },
  });
  return items as unknown as ListingItem[];
}

export interface PartnerRecord {
  bpId: string;
  plid: number;
  businessName: string;
  businessDescription: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  logo: string;
  image1: string | null;
  image2: string | null;
  status: number;
}
export interface LocationRecord {
  locationId: string;
  locationName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  hideAddress: 0 | 1 | boolean;
  status: number;
}
export interface OfferRecord {
  dealId: string;
  bpId: string;
  value: string;
  dollarValue: number;
  description: string;
  stubCopy: string;
  frequency: number;
  timeLapse: number;
  /** YYYY-MM-DD */
  expirationDate: string;
  isPrinted: 0 | 1;
  isMobile: 0 | 1;
  status: number;
  locationIds: string[];
  /** The categories and subcategories chosen in the wizard (the listings' search filters). */
  categories?: { category: string; subcategories: string[] }[];
}

export interface DealRecords {
  partner?: PartnerRecord;
  offer?: OfferRecord;
  location?: LocationRecord;
  member?: { memberId: string; plid: number; firstName: string; lastName: string; zip: string };
  isFavorite: boolean;
}

/** Partner, offer, location, the member and their favorite flag, in one BatchGetItem. */
export async function getDealRecords(
  bpId: string,
  dealId: string,
  locationId: string,
  memberId: string,
): Promise<DealRecords> {
  const k = {
    partner: keys.partner(bpId),
    offer: keys.partnerOffer(bpId, dealId),
    location: keys.partnerLocation(bpId, locationId),
    member: keys.member(memberId),
    favorite: keys.favorite(memberId, dealId, locationId),
  };
  const item = await batchGet(core(), Object.values(k));
  return {
    partner: item(k.partner) as PartnerRecord | undefined,
    offer: item(k.offer) as OfferRecord | undefined,
    location: item(k.location) as LocationRecord | undefined,
    member: item(k.member) as DealRecords['member'],
    isFavorite: Boolean(item(k.favorite)),
  };
}

export interface SlotRecord {
  slot: number;
  /** ISO time of the slot's last use. */
  lastUsedAt: string;
}

/** The member's used redemption slots of one offer. */
export async function listRedemptionSlots(memberId: string, dealId: string): Promise<SlotRecord[]> {
  const items = await queryAll({
    TableName: core(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':sk': keys.redemptionSlotPrefix(dealId) },
    ConsistentRead: true,
  });
  return items.map((i) => ({ slot: Number(i.slot), lastUsedAt: String(i.lastUsedAt) }));
}

export interface SavingWrite {
  memberId: string;
  dealId: string;
  locationId: string;
  couponId: string;
  source: string;
  businessName: string;
  value: string;
  dollarvalue: number;
  datetime: string;
}

const savingItem = (s: SavingWrite) => ({ ...keys.saving(s.memberId, s.datetime, s.couponId), ...s });

/**
 * Takes a redemption slot if it is free (never used, or last used at or before `freeBefore`) and
 * stores the saving in the same transaction, with `ticket`'s items when it spends an offline
 * ticket. 'taken': another redemption holds the slot; 'ticket': the ticket was spent first;
 * 'busy': parallel transactions held it through every attempt of the retry policy (read again).
 */
export async function claimRedemptionSlot(
  slot: number,
  freeBefore: string,
  saving: SavingWrite,
  ticket: TicketSpend | undefined = undefined,
): Promise<'ok' | 'taken' | 'ticket' | 'busy'> {
  const result = await transact([
    {
      Put: {
        TableName: core(),
        Item: {
          ...keys.redemptionSlot(saving.memberId, saving.dealId, slot),
          slot,
          lastUsedAt: saving.datetime,
          couponId: saving.couponId,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR lastUsedAt <= :free',
        ExpressionAttributeValues: { ':free': freeBefore },
      },
    },
    { Put: { TableName: core(), Item: savingItem(saving), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(ticket ? ticketItems(saving, ticket) : []),
  ]);
  if (result.ok) return 'ok';
  if (result.failed.some((i) => i >= 2)) return 'ticket';
  return result.failed.includes(0) ? 'taken' : 'busy';
}

/**
 * An offer without a limit: only the saving is stored (with `ticket`'s items when it spends one).
 * 'ticket': the ticket was spent first, or a parallel send of it still held its items after
 * `transact`'s tries (the caller looks again).
 */
export async function putSaving(
  saving: SavingWrite,
  ticket: TicketSpend | undefined = undefined,
): Promise<'ok' | 'ticket'> {
  if (!ticket) {
    await dynamo().send(
      new PutCommand({ TableName: core(), Item: savingItem(saving), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return 'ok';
  }
  const result = await transact([
    { Put: { TableName: core(), Item: savingItem(saving), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...ticketItems(saving, ticket),
  ]);
  // A failed condition: the ticket was spent first; still busy after the tries: a parallel send
  // of it holds the items. Either way the caller looks again for the coupon it made.
  return result.ok ? 'ok' : 'ticket';
}

/** An offline redemption ticket being spent: the coupon it becomes and the favorite's next ticket. */
export interface TicketSpend {
  next: string;
  coupon: Record<string, unknown>;
}

/**
 * The favorite's open ticket (the saving's coupon id) swaps to the next one only if it is still
 * open, and the spent ticket keeps its coupon: of two sends of one ticket, one transaction wins.
 */
function ticketItems(saving: SavingWrite, ticket: TicketSpend): TransactItems {
  return [
    {
      Update: {
        TableName: core(),
        Key: keys.favorite(saving.memberId, saving.dealId, saving.locationId),
        UpdateExpression: 'SET ticket = :next',
        ConditionExpression: 'ticket = :ticket',
        ExpressionAttributeValues: { ':next': ticket.next, ':ticket': saving.couponId },
      },
    },
    {
      Put: {
        TableName: core(),
        Item: {
          ...keys.redemptionTicket(saving.memberId, saving.couponId),
          dealId: saving.dealId,
          locationId: saving.locationId,
          coupon: ticket.coupon,
          redeemedAt: saving.datetime,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export interface SpentTicket {
  dealId: string;
  locationId: string;
  coupon: Record<string, unknown>;
}

/** The member's spent ticket of this id, if they spent one (only their own partition is read). */
export async function getSpentTicket(memberId: string, ticket: string): Promise<SpentTicket | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: core(), Key: keys.redemptionTicket(memberId, ticket), ConsistentRead: true }),
  );
  return Item as SpentTicket | undefined;
}

/** The favorite's open offline ticket, if the deal is (still) the member's favorite. */
export async function getFavoriteTicket(
  memberId: string,
  dealId: string,
  locationId: string,
): Promise<{ ticket?: string } | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: core(), Key: keys.favorite(memberId, dealId, locationId), ConsistentRead: true }),
  );
  return Item ? { ticket: typeof Item.ticket === 'string' ? Item.ticket : undefined } : undefined;
}

/** Gives a favorite from before offline tickets its first one; false if it has one or is gone. */
export async function setFavoriteTicket(
  memberId: string,
  dealId: string,
  locationId: string,
  ticket: string,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: core(),
        Key: keys.favorite(memberId, dealId, locationId),
        UpdateExpression: 'SET ticket = :t',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ticket)',
        ExpressionAttributeValues: { ':t': ticket },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export interface FavoriteRecord {
  dealId: string;
  locationId: string;
  /** The listing's geo key, to check in one BatchGetItem whether it is still live. */
  listingPk: string;
  listingSk: string;
  /** What the list shows if the deal has ended. */
  snapshot: Omit<Listing, 'categories'>;
  addedAt: string;
  /** The open offline redemption ticket, minted by the server (favorites from before have none yet). */
  ticket?: string;
}

export async function putFavorite(memberId: string, f: FavoriteRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: core(), Item: { ...keys.favorite(memberId, f.dealId, f.locationId), ...f } }),
  );
}

export async function deleteFavorite(memberId: string, dealId: string, locationId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: core(), Key: keys.favorite(memberId, dealId, locationId) }));
}

export async function listFavorites(memberId: string): Promise<FavoriteRecord[]> {
  const items = await queryAll({
    TableName: core(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':sk': keys.favoritePrefix },
  });
  return items as unknown as FavoriteRecord[];
}

/** Which of these listings are still in the geo index, in BatchGetItems of 100. */
export async function getListingsByKey(
  wanted: readonly { pk: string; sk: string }[],
): Promise<(key: { pk: string; sk: string }) => ListingItem | undefined> {
  const lookups = [];
  for (let i = 0; i < wanted.length; i += 100) lookups.push(batchGet(geo(), wanted.slice(i, i + 100)));
  const found = await Promise.all(lookups);
  return (key) => {
    for (const item of found) {
      const hit = item(key);
      if (hit) return hit as unknown as ListingItem;
    }
    return undefined;
  };
}

/** Writes a partner with its locations and offers (demo data and tests; the wizard has its own save). */
export async function putPartnerRecords(
  partner: PartnerRecord,
  locations: readonly LocationRecord[],
  offers: readonly OfferRecord[],
): Promise<void> {
  const items = [
    { ...keys.partner(partner.bpId), ...partner },
    ...locations.map((l) => ({ ...keys.partnerLocation(partner.bpId, l.locationId), ...l })),
    ...offers.map((o) => ({ ...keys.partnerOffer(partner.bpId, o.dealId), ...keys.offerById(o.dealId), ...o })),
  ];
  await Promise.all(items.map((Item) => dynamo().send(new PutCommand({ TableName: core(), Item }))));
}
