import { createRequire } from 'node:module';
import {
  markZipCentroidsLoaded,
  putZipCentroids,
  zipCentroidsLoaded,
  type ZipCentroidItem,
} from '#functions/db/geo-repo.js';
import { DEMO_COOPS } from './demo-data.js';

// US ZIP centroids from the `zipcodes` package (8.x, BSD, ~42,500 US codes with coordinates, built
// from federalgovernmentzipcodes.us and GeoNames' US list). A devDependency: the seed and
// `npm run load-zips` put the list into the geo table, no Lambda bundles it.

export interface PackageZip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/**
 * Entries the package gets wrong: 10200 (New York) has its longitude's sign lost, which would put
 * Manhattan in Kyrgyzstan.
 */
const KNOWN_BAD = new Set(['10200']);

const inRange = (z: PackageZip) =>
  Number.isFinite(z.latitude) &&
  Number.isFinite(z.longitude) &&
  Math.abs(z.latitude) <= 90 &&
  Math.abs(z.longitude) <= 180;

/**
 * The package's US codes as geo items. Skips entries without a place: APO/FPO military codes at
 * 0,0 (about 300) and the known-bad list; a search from those gets the unknown-ZIP message.
 */
export function toZipCentroidItems(codes: Record<string, PackageZip>): ZipCentroidItem[] {
  return Object.values(codes)
    .filter(
      (z) =>
        z.country === 'US' &&
        /^\d{5}$/.test(z.zip) &&
        inRange(z) &&
        !(z.latitude === 0 && z.longitude === 0) &&
        !KNOWN_BAD.has(z.zip),
    )
    .map((z) => ({ zip: z.zip, lat: z.latitude, lon: z.longitude, city: z.city, state: z.state }));
}

/** The US list only: the package's index also merges Canadian FSAs (lib/codesCanada.js). */
export function packageUsCodes(): Record<string, PackageZip> {
  const require = createRequire(import.meta.url);
  return (require('zipcodes/lib/codes.js') as { codes: Record<string, PackageZip> }).codes;
}

/** Loads every US centroid into the geo table (this stage's, or `table`); returns the count. */
export async function loadZipCentroids(
  options: {
    table?: string;
    parallel?: number;
    first?: (zip: ZipCentroidItem) => boolean;
    /** Only these: the stage-init test loads one area (the suite's portal loads the whole list). */
    only?: (zip: ZipCentroidItem) => boolean;
  } = {},
): Promise<number> {
  const all = toZipCentroidItems(packageUsCodes());
  const { first, only, ...put } = options;
  const items = only ? all.filter(only) : all;
  // Those a first screen needs go in before the rest, so searches there work while it loads.
  const ordered = first ? [...items.filter(first), ...items.filter((z) => !first(z))] : items;
  await putZipCentroids(ordered, put);
  return items.length;
}

/**
 * Loads the ZIP list unless a whole one is there already; the marker is written last, so a load
 * cut short (Ctrl-C on a first start) is resumed on the next start. Returns the count loaded.
 * The local seed loads the demo co-ops' 3-digit areas first, stage:init its first co-op's.
 */
export async function ensureZipCentroids(
  options: {
    table?: string;
    firstZips?: readonly string[];
    parallel?: number;
    only?: (zip: ZipCentroidItem) => boolean;
  } = {},
): Promise<number | undefined> {
  if (await zipCentroidsLoaded(options.table)) return undefined;
  // Those areas first: their members' and visitors' searches start there.
  const areas = new Set((options.firstZips ?? DEMO_COOPS.map((c) => c.record.zip)).map((zip) => zip.slice(0, 3)));
  const count = await loadZipCentroids({
    table: options.table,
    parallel: options.parallel ?? 8,
    first: (z) => areas.has(z.zip.slice(0, 3)),
    only: options.only,
  });
  await markZipCentroidsLoaded(count, options.table);
  return count;
}
