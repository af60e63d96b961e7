import { fill, PATTERNS } from '#shared/constants.js';
import { getZipCentroid, zipCentroidIndex, type ZipCentroidItem } from '#functions/db/geo-repo.js';
import type { LatLon } from '#functions/model/geo.js';
import { invalid } from '#functions/model/errors.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { readCircle } from './search.js';

// A search's centre from its ZIP. Centroids are data in the geo table (loaded by the seed or
// `npm run load-zips`), so a ZIP missing there is one the ZIP database does not know.

export type ZipCentroid = ZipCentroidItem;

/** The ZIP's centroid; a malformed ZIP or one the database lacks is a 400 with a clear message. */
export async function zipCentroid(zip: string): Promise<ZipCentroid> {
  if (!PATTERNS.zip.test(zip)) throw invalid(ACCOUNT_MESSAGES.zipInvalid);
  const found = await getZipCentroid(zip);
  if (!found) throw invalid(fill(DEALS_MESSAGES.zipUnknown, { zip }));
  return found;
}

/**
 * How far the nearest ZIP centroid is looked for: the first circle covers towns and most of the
 * countryside in a few Queries, the second the sparse rural areas co-ops serve. A point with no
 * centroid within the last is in no ZIP the portal knows.
 */
const NEAREST_ZIP_MILES = [10, 50];

/** The ZIP whose centroid is nearest the point (the ZIP it most likely lies in), or undefined. */
export async function nearestZip(point: LatLon): Promise<ZipCentroid | undefined> {
  for (const miles of NEAREST_ZIP_MILES) {
    const [nearest] = await readCircle(zipCentroidIndex(), point, miles);
    if (nearest)
      return { zip: nearest.zip, lat: nearest.lat, lon: nearest.lon, city: nearest.city, state: nearest.state };
  }
  return undefined;
}
