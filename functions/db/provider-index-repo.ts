import { LISTING_GEOHASH_PRECISION } from '../model/listing.js';
import { geohashEncode, type RangeReader, type ReadStats } from '../model/geo.js';
import type { Provider } from '../model/provider.js';
import type { BenefitCode } from '../model/specialties.js';
import { config } from '../config.js';
import { putAll } from './batch-write.js';
import { readIndexRange } from './deal-index-repo.js';
import { keys } from './keys.js';
import { providerFamily } from './records/geo-records.js';

// The geo table's provider index (access pattern 30): the deal index's layout and read code, one
// partition set per benefit type (a search asks for one benefit), no counters (a locator search
// reads its whole circle).

const toProvider = (item: Record<string, unknown>): Provider => providerFamily.read(item);

const providerItem = (p: Provider) => ({
  ...keys.providerListing(p.benefit, geohashEncode(p.lat, p.lon, LISTING_GEOHASH_PRECISION), p.providerId),
  ...p,
});

/** The provider index of one benefit type, for readCircle. */
export function providerIndex(benefit: BenefitCode, table = config().tables.geo): RangeReader<Provider> {
  return {
    readRange: async (cell3: string, from: string, to: string, stats: ReadStats) =>
      (await readIndexRange(table, keys.providerListingsPk(benefit, cell3), from, to, stats)).map(toProvider),
  };
}

/** Puts providers (seed, tests) in batches; a put of the same provider overwrites it. */
export async function putProviders(
  providers: readonly Provider[],
  options: { table?: string; parallel?: number } = {},
): Promise<void> {
  await putAll(options.table ?? config().tables.geo, providers.map(providerItem), options.parallel ?? 4);
}
