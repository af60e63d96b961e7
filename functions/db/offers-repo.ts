import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { batchGet } from './batch-get.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { listingItemFamily, type ListingItem } from './records/geo-records.js';
import {
  favoriteFamily,
  memberFamily,
  redemptionSlotFamily,
  spentTicketFamily,
  type FavoriteRecord,
  type MemberRecord,
  type SavingRecord,
  type SlotRecord,
  type SpentTicket,
} from './records/member-records.js';
import {
  locationFamily,
  offerFamily,
  partnerFamily,
  type LocationRecord,
  type OfferRecord,
  type PartnerRecord,
} from './records/partner-records.js';
import { isConditionFailed, transact, type TransactItems } from './transact.js';

// A deal as a member opens, redeems and favorites it: the listing in the geo table (live or not),
// the partner, offer and location records in the core table (pattern 19), the member's favorites
// (16), redemption slots (17) and savings (15).

const core = () => config().tables.core;
const geo = () => config().tables.geo;

export type {
  FavoriteRecord,
  ListingItem,
  LocationRecord,
  OfferRecord,
  PartnerRecord,
  SavingRecord,
  SlotRecord,
  SpentTicket,
};

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
  return listingItemFamily.readAll(items);
}

export interface DealRecords {
  partner?: PartnerRecord;
  offer?: OfferRecord;
  location?: LocationRecord;
  member?: MemberRecord;
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
    partner: partnerFamily.readMaybe(item(k.partner)),
    offer: offerFamily.readMaybe(item(k.offer)),
    location: locationFamily.readMaybe(item(k.location)),
    member: memberFamily.readMaybe(item(k.member)),
    isFavorite: Boolean(item(k.favorite)),
  };
}

/** The member's used redemption slots of one offer. */
export async function listRedemptionSlots(memberId: string, dealId: string): Promise<SlotRecord[]> {
  const items = await queryAll({
    TableName: core(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':sk': keys.redemptionSlotPrefix(dealId) },
    ConsistentRead: true,
  });
  return redemptionSlotFamily.readAll(items);
}

const savingItem = (s: SavingRecord) => ({ ...keys.saving(s.memberId, s.datetime, s.couponId), ...s });

/**
 * Takes a redemption slot if it is free (never used, or last used at or before `freeBefore`) and
 * stores the saving in the same transaction, with `ticket`'s items when it spends an offline
 * ticket. 'taken': another redemption holds the slot; 'ticket': the ticket was spent first;
 * 'busy': parallel transactions held it through every attempt of the retry policy (read again).
 */
export async function claimRedemptionSlot(
  slot: number,
  freeBefore: string,
  saving: SavingRecord,
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
  saving: SavingRecord,
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
function ticketItems(saving: SavingRecord, ticket: TicketSpend): TransactItems {
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
          ...({
            dealId: saving.dealId,
            locationId: saving.locationId,
            coupon: ticket.coupon,
            redeemedAt: saving.datetime,
          } satisfies SpentTicket),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** The member's spent ticket of this id, if they spent one (only their own partition is read). */
export async function getSpentTicket(memberId: string, ticket: string): Promise<SpentTicket | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: core(), Key: keys.redemptionTicket(memberId, ticket), ConsistentRead: true }),
  );
  return spentTicketFamily.readMaybe(Item);
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
  return favoriteFamily.readAll(items);
}

/** Which of these listings are still in the geo index (BatchGetItems of 100). */
export async function getListingsByKey(
  wanted: readonly { pk: string; sk: string }[],
): Promise<(key: { pk: string; sk: string }) => ListingItem | undefined> {
  const found = await batchGet(geo(), wanted);
  return (key) => {
    const hit = found(key);
    return hit ? listingItemFamily.read(hit) : undefined;
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
