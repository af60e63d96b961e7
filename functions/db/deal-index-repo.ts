import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inParallel } from '../model/in-parallel.js';
import type { ReadStats } from '../model/geo.js';
import {
  cellRecord,
  listingGeohash,
  SUMMARY_CELL_PRECISION,
  type CellSummary,
  type Listing,
} from '../model/listing.js';
import { config } from '../config.js';
import { batchGetItems } from './batch-get.js';
import { putAll } from './batch-write.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryPages } from './query-all.js';
import { listingFamily } from './records/geo-records.js';
import { scanPages } from './scan-pages.js';
import { transactOrThrow } from './transact.js';

// The geo table's deal index (access patterns 28 to 29): one item per listing in the partition of
// its 3-character cell, sorted by its 9-character geohash; one summary item per 4-character cell
// (a line per listing: what ranking needs) in the partition of its 2-character cell. Search ranks
// a circle from summaries, then reads the listing items of the page it shows.

/** The listing an item holds, checked (its keys left behind). */
const toListing = (item: Record<string, unknown>): Listing => listingFamily.read(item);

const listingItem = (l: Listing) => ({
  ...keys.dealListing(listingGeohash(l), l.dealId, l.locationId),
  ...keys.dealLocations(l.dealId, l.locationId),
  ...l,
});

/** The items one listing stores, by name (the benchmark prints their sizes). */
export const listingItems = (l: Listing): Record<string, Record<string, unknown>> => ({
  listing: listingItem(l),
  'summary line': { r: cellRecord(l) },
});

/**
 * Every item of one partition between two sort keys (inclusive), counted into `stats`. Shared by
 * every index on the geo table's layout (deal listings here, providers in provider-index-repo.ts,
 * ZIP centroids through gsi1 in geo-repo.ts).
 */
export async function readIndexRange(
  table: string,
  pk: string,
  from: string,
  to: string,
  stats: ReadStats,
  gsi?: 'gsi1',
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const page of queryPages({
    TableName: table,
    IndexName: gsi,
    KeyConditionExpression: gsi ? `${gsi}pk = :pk AND ${gsi}sk BETWEEN :a AND :b` : 'pk = :pk AND sk BETWEEN :a AND :b',
    ExpressionAttributeValues: { ':pk': pk, ':a': from, ':b': to },
  })) {
    stats.queries++;
    stats.itemsRead += page.Items?.length ?? 0;
    out.push(...(page.Items ?? []));
  }
  return out;
}

/**
 * Listings whose sort key lies between `from` and `to` (inclusive) in one 3-character partition:
 * a run of consecutive finer cells. `to` should end in '~' to take the whole last cell.
 */
export async function readListingRange(
  cell3: string,
  from: string,
  to: string,
  stats: ReadStats,
  table = config().tables.geo,
): Promise<Listing[]> {
  return (await readIndexRange(table, keys.dealListingsPk(cell3), from, to, stats)).map(toListing);
}

/**
 * Summaries of the 4-character cells between `from` and `to` (inclusive) in one 2-character
 * partition. `stats.itemsRead` counts summary items; `stats.linesRead` the listings they hold.
 */
export async function readCellSummaries(
  cell2: string,
  from: string,
  to: string,
  stats: ReadStats,
  table = config().tables.geo,
): Promise<CellSummary[]> {
  const items = await readIndexRange(table, keys.dealCellsPk(cell2), from, to, stats);
  return items.map((item) => {
    const lines = item.r instanceof Set ? [...(item.r as Set<string>)] : [];
    stats.linesRead = (stats.linesRead ?? 0) + lines.length;
    return { cell: String(item.sk), lines };
  });
}

/**
 * The listing items of these listings (the page a search shows), by BatchGetItem; missing ones
 * are left out. In the order asked for.
 */
export async function readListings(
  wanted: readonly Pick<Listing, 'lat' | 'lon' | 'dealId' | 'locationId'>[],
  stats: ReadStats,
  table = config().tables.geo,
): Promise<Listing[]> {
  const keyOf = (l: Pick<Listing, 'lat' | 'lon' | 'dealId' | 'locationId'>) =>
    keys.dealListing(listingGeohash(l), l.dealId, l.locationId);
  const items = await batchGetItems(table, wanted.map(keyOf), {
    onResponse: (page) => {
      stats.gets = (stats.gets ?? 0) + 1;
      stats.itemsRead += page.length;
    },
  });
  const found = new Map(items.map((item) => [`${String(item.pk)}|${String(item.sk)}`, toListing(item)]));
  return wanted.flatMap((l) => {
    const k = keyOf(l);
    const listing = found.get(`${k.pk}|${k.sk}`);
    return listing ? [listing] : [];
  });
}

/** Adds or removes one listing and its cell summary's line in one transaction, so they never drift; a refusal (the listing is there already, or is another business's) is thrown. */
async function changeListing(l: Listing, change: 'add' | 'remove', table: string): Promise<void> {
  const listing = keys.dealListing(listingGeohash(l), l.dealId, l.locationId);
  await transactOrThrow([
    change === 'add'
      ? { Put: { TableName: table, Item: listingItem(l), ConditionExpression: 'attribute_not_exists(pk)' } }
      : // Only the business's own listing: ids from before they were claimed may be shared.
        {
          Delete: {
            TableName: table,
            Key: listing,
            ConditionExpression: 'bpId = :bp',
            ExpressionAttributeValues: { ':bp': l.bpId },
          },
        },
    {
      Update: {
        TableName: table,
        Key: keys.dealCell(listingGeohash(l).slice(0, SUMMARY_CELL_PRECISION)),
        // A string set: adding a line twice or removing one that is gone changes nothing.
        UpdateExpression: change === 'add' ? 'ADD r :line' : 'DELETE r :line',
        ExpressionAttributeValues: { ':line': new Set([cellRecord(l)]) },
      },
    },
  ]);
}

/** Makes a listing searchable (an offer goes live at a location). Fails if it already is. */
export const addListing = (l: Listing, table = config().tables.geo) => changeListing(l, 'add', table);
/** Takes a listing out of search (offer or location disabled, partner inactive). */
export const removeListing = (l: Listing, table = config().tables.geo) => changeListing(l, 'remove', table);

/** Lines per summary update: well under DynamoDB's 400 KB item and request limits. */
const LINES_PER_UPDATE = 1000;

/**
 * Loads many new listings (seed, benchmark) in batches; summary lines are gathered in memory per
 * cell and added with one update per cell (per 1,000 lines), so cells that already hold listings
 * keep them. Not for live changes, which go through addListing/removeListing.
 */
export async function loadListings(
  listings: readonly Listing[],
  options: { table?: string; parallel?: number } = {},
): Promise<void> {
  const table = options.table ?? config().tables.geo;
  const parallel = Math.max(1, options.parallel ?? 4);
  await putAll(table, listings.map(listingItem), parallel);
  await addSummaryLines(listings, table, parallel);
}

/** Adds each listing's line to its cell's summary: one update per cell and 1,000 lines; a line already there stays once (a set). */
async function addSummaryLines(listings: readonly Listing[], table: string, parallel: number): Promise<number> {
  const cells = new Map<string, string[]>();
  for (const l of listings) {
    const cell4 = listingGeohash(l).slice(0, SUMMARY_CELL_PRECISION);
    const lines = cells.get(cell4) ?? [];
    lines.push(cellRecord(l));
    cells.set(cell4, lines);
  }
  const updates = [...cells].flatMap(([cell4, lines]) =>
    Array.from({ length: Math.ceil(lines.length / LINES_PER_UPDATE) }, (_, i) => ({
      cell4,
      lines: lines.slice(i * LINES_PER_UPDATE, (i + 1) * LINES_PER_UPDATE),
    })),
  );
  await inParallel(updates, parallel, ({ cell4, lines }) =>
    dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: keys.dealCell(cell4),
        UpdateExpression: 'ADD r :lines',
        ExpressionAttributeValues: { ':lines': new Set(lines) },
      }),
    ),
  );
  return cells.size;
}

/**
 * Builds the cell summaries from the listing items a table already holds (a table written before
 * summaries existed): an operator's one-off, and the local portal's on a data folder from then. A
 * Scan, so never on a request path; adding a line twice changes nothing, so a rerun is safe.
 */
export async function buildDealSummaries(table = config().tables.geo): Promise<{ listings: number; cells: number }> {
  const listings: Listing[] = [];
  for await (const page of scanPages({
    TableName: table,
    FilterExpression: 'begins_with(pk, :prefix)',
    ExpressionAttributeValues: { ':prefix': keys.dealListingsPk('') },
  })) {
    listings.push(...(page.Items ?? []).map(toListing));
  }
  return { listings: listings.length, cells: await addSummaryLines(listings, table, 4) };
}
