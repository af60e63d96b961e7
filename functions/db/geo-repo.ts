import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { putAll } from './batch-write.js';
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

/**
 * Puts ZIP centroids (overwriting, so a reload refreshes them) in batches of 25, `parallel`
 * batches in flight at a time. Table defaults to this stage's geo table; the stage loader names
 * a deployed one.
 */
export async function putZipCentroids(
  items: readonly ZipCentroidItem[],
  options: { table?: string; parallel?: number } = {},
): Promise<void> {
  await putAll(options.table ?? config().tables.geo, items.map((c) => ({ ...keys.zipCentroid(c.zip), ...c })), options.parallel);
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
