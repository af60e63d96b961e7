import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';

// The geo table's ZIP centroids (access pattern 31). They are data loaded by the seed or by
// `npm run load-zips`, never bundled into a Lambda; search reads one item per ZIP.

export interface ZipCentroidItem {
  zip: string;
  lat: number;
  lon: number;
  city: string;
  state: string;
}

const BATCH = 25; // BatchWriteItem's limit
const MAX_ROUNDS = 8;

/** Writes one batch of at most 25 puts, retrying UnprocessedItems with backoff (throttling). */
async function putBatch(table: string, items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let round = 0; requests.length; round++) {
    if (round === MAX_ROUNDS) throw new Error(`BatchWriteItem left ${requests.length} items unprocessed in ${table}`);
    if (round > 0) await sleep(Math.min(50 * 2 ** round, 2000));
    const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
  }
}

/**
 * Puts ZIP centroids (overwriting, so a reload refreshes them) in batches of 25, `parallel`
 * batches in flight at a time. Table defaults to this stage's geo table; the stage loader names
 * a deployed one.
 */
export async function putZipCentroids(
  items: readonly ZipCentroidItem[],
  options: { table?: string; parallel?: number } = {},
): Promise<void> {
  const table = options.table ?? config().tables.geo;
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += BATCH) {
    batches.push(items.slice(i, i + BATCH).map((c) => ({ ...keys.zipCentroid(c.zip), ...c })));
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await putBatch(table, batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 4) }, worker));
}

/** Whether a whole ZIP list was loaded into the table (the marker is written last). */
export async function zipCentroidsLoaded(table = config().tables.geo): Promise<boolean> {
  const out = await dynamo().send(new GetCommand({ TableName: table, Key: keys.zipCentroidsLoaded() }));
  return Boolean(out.Item);
}

export async function markZipCentroidsLoaded(count: number, table = config().tables.geo): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: table, Item: { ...keys.zipCentroidsLoaded(), count, loadedAt: new Date().toISOString() } }));
}

/** One ZIP's centroid, or undefined when the table has none. */
export async function getZipCentroid(zip: string): Promise<ZipCentroidItem | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tables.geo, Key: keys.zipCentroid(zip) }));
  if (!out.Item) return undefined;
  const { zip: z, lat, lon, city, state } = out.Item as ZipCentroidItem;
  return { zip: z, lat, lon, city, state };
}
