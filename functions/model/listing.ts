import * as z from 'zod';
import { geohashEncode } from './geo.js';

// A listing is one live offer at one location, denormalised for search: everything a row of the
// deals list shows, its point, its categories and when it stops showing. The geo table holds one
// item per listing (functions/db/deal-index-repo.ts) plus, per 4-character geohash cell, a summary
// of its listings (one short line each: what ranking needs), so a search ranks a whole circle from
// a few items and reads listing items only for the page it shows.

export const listingSchema = z.object({
  dealId: z.string(),
  locationId: z.string(),
  bpId: z.string(),
  lat: z.number(),
  lon: z.number(),
  businessName: z.string(),
  value: z.string(),
  description: z.string(),
  dollarValue: z.number(),
  logo: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  hideAddress: z.literal([0, 1]),
  categories: z.array(z.object({ category: z.string(), subcategories: z.array(z.string()) })),
  /** When the offer stops showing (epoch ms): the end of its expiration day in its co-op's time zone. */
  endsAt: z.number(),
});
/** The listing item's stored fields (functions/db/records/geo-records.ts checks each read against them). */
export type Listing = z.output<typeof listingSchema>;

/** Stored geohash precision (about 5 m): the sort key, so any coarser cell is a key range. */
export const LISTING_GEOHASH_PRECISION = 9;

export const listingGeohash = (l: Pick<Listing, 'lat' | 'lon'>) =>
  geohashEncode(l.lat, l.lon, LISTING_GEOHASH_PRECISION);

export interface CategoryFilter {
  category?: string;
  subCategory?: string;
}

/**
 * What ranking needs of a listing, as a cell summary holds it (functions/db/deal-index-repo.ts):
 * its point, value, end and ids; the rest (name, description, address...) stays on the listing
 * item, read for the page shown.
 */
export interface RankedListing {
  dealId: string;
  locationId: string;
  lat: number;
  lon: number;
  dollarValue: number;
  endsAt: number;
  /** Its categories as cellRecord wrote them: parsed only when a search filters by category. */
  categoriesLine: string;
}

/** A cell summary as stored: its 4-character cell and one line per listing (cellRecord). */
export interface CellSummary {
  cell: string;
  lines: string[];
}

/** Cell summaries hold listings at this geohash precision (about 12 x 18 miles): one item per cell. */
export const SUMMARY_CELL_PRECISION = 4;

const FIELD = '\t';

/**
 * A listing's line in its cell summary: point, value, end, ids, then its categories (each its name
 * and its subcategories', URI-encoded, joined by ':'; categories joined by ';': no quotes for
 * JSON to escape on the wire). Numbers as JavaScript prints them, so they read back exactly and a
 * removal finds the same line.
 */
export function cellRecord(l: Listing): string {
  const categories = l.categories
    .map((c) => [c.category, ...c.subcategories].map(encodeURIComponent).join(':'))
    .join(';');
  return [l.lat, l.lon, l.dollarValue, l.endsAt, l.dealId, l.locationId, categories].join(FIELD);
}

export function parseCellRecord(line: string): RankedListing {
  // indexOf rather than split: a 250-mile search parses tens of thousands of lines.
  const a = line.indexOf(FIELD);
  const b = line.indexOf(FIELD, a + 1);
  const c = line.indexOf(FIELD, b + 1);
  const d = line.indexOf(FIELD, c + 1);
  const e = line.indexOf(FIELD, d + 1);
  const f = line.indexOf(FIELD, e + 1);
  return {
    lat: +line.slice(0, a),
    lon: +line.slice(a + 1, b),
    dollarValue: +line.slice(b + 1, c),
    endsAt: +line.slice(c + 1, d),
    dealId: line.slice(d + 1, e),
    locationId: line.slice(e + 1, f),
    categoriesLine: line.slice(f + 1),
  };
}

/** Whether a ranked listing shows at `now` for this category filter (no text: that needs the listing). */
export function recordMatches(r: RankedListing, now: number, filter: CategoryFilter): boolean {
  if (r.endsAt <= now) return false;
  if (filter.category === undefined) return true;
  const categories = (r.categoriesLine ? r.categoriesLine.split(';') : []).map((entry) => {
    const [category, ...subcategories] = entry.split(':').map(decodeURIComponent);
    return { category: category!, subcategories };
  });
  return categoryMatches(categories, filter);
}

function categoryMatches(categories: Listing['categories'], filter: CategoryFilter): boolean {
  if (filter.category === undefined) return true;
  const c = categories.find((x) => x.category === filter.category);
  if (!c) return false;
  return !filter.subCategory || c.subcategories.includes(filter.subCategory);
}

/** Whether a listing shows at `now` for this text and category filter. */
export function listingMatches(l: Listing, now: number, filter: CategoryFilter & { text?: string }): boolean {
  if (l.endsAt <= now) return false;
  if (!categoryMatches(l.categories, filter)) return false;
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const hay = `${l.businessName}\n${l.value}\n${l.description}`.toLowerCase();
    if (!hay.includes(text)) return false;
  }
  return true;
}
