import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { geohashEncode, type RangeReader, type ReadStats } from '../model/geo.js';
import { putAll } from './batch-write.js';
import { dynamo } from './clients.js';
import { readIndexRange } from './deal-index-repo.js';
import { keys } from './keys.js';
import { zipCentroidFamily, type ZipCentroidItem } from './records/geo-records.js';

// The geo table's ZIP centroids (access patterns 31, 31b). They are data loaded by the seed or by
// `npm run load-zips`, never bundled into a Lambda; search reads one item per ZIP, and a location
// search finds the ZIP nearest its point through gsi1.

export type { ZipCentroidItem };

/** Geohash length of a centroid's gsi1 sort key (the listings' precision: any coarser cell is a range). */
const CELL_PRECISION = 9;

/**
 * What the load marker says about the items: 2 since the centroids carry their gsi1 cell keys,
 * so a table loaded before that is loaded again (the puts overwrite).
 */
const LOAD_FORMAT = 2;

/**
 * Puts ZIP centroids (overwriting, so a reload refreshes them) in batches of 25, `parallel`
 * batches in flight at a time. Table defaults to this stage's geo table; the stage loader names
 * a deployed one.
 */
export async function putZipCentroids(
  items: readonly ZipCentroidItem[],
  options: { table?: string; parallel?: number } = {},
): Promise<void> {
  const item = (c: ZipCentroidItem) => ({
    ...keys.zipCentroid(c.zip),
    ...keys.zipCentroidCell(geohashEncode(c.lat, c.lon, CELL_PRECISION)),
    ...c,
  });
  await putAll(options.table ?? config().tables.geo, items.map(item), options.parallel);
}

/** Whether a whole ZIP list, in the current item format, was loaded into the table (the marker is written last). */
export async function zipCentroidsLoaded(table = config().tables.geo): Promise<boolean> {
  const out = await dynamo().send(new GetCommand({ TableName: table, Key: keys.zipCentroidsLoaded() }));
  return out.Item?.format === LOAD_FORMAT;
}

export async function markZipCentroidsLoaded(count: number, table = config().tables.geo): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table,
      Item: { ...keys.zipCentroidsLoaded(), count, format: LOAD_FORMAT, loadedAt: new Date().toISOString() },
    }),
  );
}

const toCentroid = (item: Record<string, unknown>): ZipCentroidItem => zipCentroidFamily.read(item);

/** One ZIP's centroid, or undefined when the table has none. */
export async function getZipCentroid(zip: string): Promise<ZipCentroidItem | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tables.geo, Key: keys.zipCentroid(zip) }));
  return out.Item ? toCentroid(out.Item) : undefined;
}

/** The centroids by place (gsi1), for readCircle: which ZIPs lie near a point. */
export function zipCentroidIndex(table = config().tables.geo): RangeReader<ZipCentroidItem> {
  return {
    readRange: async (cell3: string, from: string, to: string, stats: ReadStats) =>
      (await readIndexRange(table, keys.zipCentroidCellsPk(cell3), from, to, stats, 'gsi1')).map(toCentroid),
  };
}
