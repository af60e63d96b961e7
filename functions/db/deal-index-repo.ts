import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReadStats } from '../model/geo.js';
import { listingCounters, listingGeohash, type Listing } from '../model/listing.js';
import { config } from '../config.js';
import { putAll } from './batch-write.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';

// The geo table's deal index (access patterns 28 to 29b): one item per listing in the partition of
// its 3-character cell, sorted by its 9-character geohash; one counter item per 4-character cell.
// Search reads listings as sort-key ranges of finer cells and totals whole cells from counters.


const LISTING_FIELDS = [
  'dealId', 'locationId', 'bpId', 'lat', 'lon', 'businessName', 'value', 'description', 'dollarValue', 'logo',
  'address', 'city', 'state', 'zipcode', 'hideAddress', 'categories', 'endsAt',
] as const;

function toListing(item: Record<string, unknown>): Listing {
  return Object.fromEntries(LISTING_FIELDS.map((f) => [f, item[f]])) as unknown as Listing;
}

const listingItem = (l: Listing) => ({ ...keys.dealListing(listingGeohash(l), l.dealId, l.locationId), ...keys.dealLocations(l.dealId, l.locationId), ...l });

/**
 * Every item of one partition between two sort keys (inclusive), counted into `stats`. Shared by
 * every index on the geo table's layout (deal listings here, providers in provider-index-repo.ts).
 */
export async function readIndexRange(table: string, pk: string, from: string, to: string, stats: ReadStats): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
        ExpressionAttributeValues: { ':pk': pk, ':a': from, ':b': to },
        ExclusiveStartKey: start,
      }),
    );
    stats.queries++;
    stats.itemsRead += page.Items?.length ?? 0;
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

/**
 * Listings whose sort key lies between `from` and `to` (inclusive) in one 3-character partition:
 * a run of consecutive finer cells. `to` should end in '~' to take the whole last cell.
 */
export async function readListingRange(cell3: string, from: string, to: string, stats: ReadStats, table = config().tables.geo): Promise<Listing[]> {
  return (await readIndexRange(table, keys.dealListingsPk(cell3), from, to, stats)).map(toListing);
}

/** Counter items of the 4-character cells between `from` and `to` in one 3-character partition. */
export async function readCellCounters(cell3: string, from: string, to: string, stats: ReadStats, table = config().tables.geo): Promise<Map<string, Record<string, unknown>>> {
  const items = await readIndexRange(table, keys.dealCountsPk(cell3), from, to, stats);
  return new Map(items.map((item) => [String(item.sk), item]));
}

/** Adds or removes one listing and its cell's counters in one transaction, so totals never drift. */
async function changeListing(l: Listing, change: 'add' | 'remove', table: string): Promise<void> {
  const names = listingCounters(l);
  const attr = Object.fromEntries(names.map((n, i) => [`#c${i}`, n]));
  const delta = change === 'add' ? 1 : -1;
  const listing = keys.dealListing(listingGeohash(l), l.dealId, l.locationId);
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        change === 'add'
          ? { Put: { TableName: table, Item: listingItem(l), ConditionExpression: 'attribute_not_exists(pk)' } }
          : // Only the business's own listing: ids from before they were claimed may be shared.
            { Delete: { TableName: table, Key: listing, ConditionExpression: 'bpId = :bp', ExpressionAttributeValues: { ':bp': l.bpId } } },
        {
          Update: {
            TableName: table,
            Key: keys.dealCount(listingGeohash(l).slice(0, 4)),
            UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :d`).join(', ')}`,
            ExpressionAttributeNames: attr,
            ExpressionAttributeValues: { ':d': delta },
          },
        },
      ],
    }),
  );
}

/** Makes a listing searchable (an offer goes live at a location). Fails if it already is. */
export const addListing = (l: Listing, table = config().tables.geo) => changeListing(l, 'add', table);
/** Takes a listing out of search (offer or location disabled, partner inactive). */
export const removeListing = (l: Listing, table = config().tables.geo) => changeListing(l, 'remove', table);

/**
 * Loads many new listings (seed, benchmark) in batches; counters are summed in memory per cell and
 * added with one update per cell, so cells that already hold listings keep their counts. Not for
 * live changes, which go through addListing/removeListing.
 */
export async function loadListings(listings: readonly Listing[], options: { table?: string; parallel?: number } = {}): Promise<void> {
  const table = options.table ?? config().tables.geo;
  const counters = new Map<string, Record<string, number>>();
  for (const l of listings) {
    const cell4 = listingGeohash(l).slice(0, 4);
    const c = counters.get(cell4) ?? {};
    for (const name of listingCounters(l)) c[name] = (c[name] ?? 0) + 1;
    counters.set(cell4, c);
  }
  const parallel = Math.max(1, options.parallel ?? 4);
  await putAll(table, listings.map(listingItem), parallel);
  const cells = [...counters];
  let nextCell = 0;
  const worker = async () => {
    while (nextCell < cells.length) {
      const [cell4, c] = cells[nextCell++]!;
      // An expression holds at most 4 KB: a busy cell's counters go in several updates.
      const all = Object.keys(c);
      for (let i = 0; i < all.length; i += 100) {
        const names = all.slice(i, i + 100);
        await dynamo().send(
          new UpdateCommand({
            TableName: table,
            Key: keys.dealCount(cell4),
            UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :v${i}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
            ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, c[n]])),
          }),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
