import { fill, PATTERNS } from '../../../shared/constants.js';
import { getZipCentroid, type ZipCentroidItem } from '../../db/geo-repo.js';
import { badRequest } from '../../model/errors.js';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account-messages.js';
import { DEALS_MESSAGES } from '../../../shared/schemas/deals-messages.js';

// A search's centre from its ZIP. Centroids are data in the geo table (loaded by the seed or
// `npm run load-zips`), so a ZIP missing there is one the ZIP database does not know.

export type ZipCentroid = ZipCentroidItem;

/** The ZIP's centroid; a malformed ZIP or one the database lacks is a 400 with a clear message. */
export async function zipCentroid(zip: string): Promise<ZipCentroid> {
  if (!PATTERNS.zip.test(zip)) throw badRequest(ACCOUNT_MESSAGES.zipInvalid);
  const found = await getZipCentroid(zip);
  if (!found) throw badRequest(fill(DEALS_MESSAGES.zipUnknown, { zip }));
  return found;
}
