import { geohashEncode } from './geo.js';

// A listing is one live offer at one location, denormalised for search: everything a row of the
// deals list shows, its point, its categories and when it stops showing. The geo table holds one
// item per listing (functions/db/deal-index-repo.ts) plus, per 4-character geohash cell, counters
// of its listings by end time and category, so a search can total a cell without reading it.

export interface Listing {
  dealId: string;
  locationId: string;
  bpId: string;
  lat: number;
  lon: number;
  businessName: string;
  value: string;
  description: string;
  dollarValue: number;
  logo: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  hideAddress: 0 | 1;
  categories: { category: string; subcategories: string[] }[];
  /** When the offer stops showing (epoch ms): the end of its expiration day in its co-op's time zone. */
  endsAt: number;
}

/** Stored geohash precision (about 5 m): the sort key, so any coarser cell is a key range. */
export const LISTING_GEOHASH_PRECISION = 9;

export const listingGeohash = (l: Pick<Listing, 'lat' | 'lon'>) => geohashEncode(l.lat, l.lon, LISTING_GEOHASH_PRECISION);

export interface CategoryFilter {
  category?: string;
  subCategory?: string;
}

const SEP = '|';

/** The counter that counts listings ending at `endsAt` and matching the filter. */
export function counterName(endsAt: number, filter: CategoryFilter = {}): string {
  if (filter.category === undefined) return `n${SEP}${endsAt}`;
  if (!filter.subCategory) return `n${SEP}${endsAt}${SEP}c${SEP}${filter.category}`;
  return `n${SEP}${endsAt}${SEP}s${SEP}${filter.category}${SEP}${filter.subCategory}`;
}

/** Every counter a listing adds one to: all, each of its categories, each of their subcategories. */
export function listingCounters(l: Listing): string[] {
  const names = [counterName(l.endsAt)];
  for (const c of l.categories) {
    names.push(counterName(l.endsAt, { category: c.category }));
    for (const s of c.subcategories) names.push(counterName(l.endsAt, { category: c.category, subCategory: s }));
  }
  return [...new Set(names)];
}

/** Listings of a cell still showing at `now` and matching the filter, from its counters. */
export function liveCount(counters: Record<string, unknown>, now: number, filter: CategoryFilter = {}): number {
  let total = 0;
  for (const [name, value] of Object.entries(counters)) {
    if (!name.startsWith(`n${SEP}`) || typeof value !== 'number') continue;
    const [, ends, kind, ...rest] = name.split(SEP);
    if (Number(ends) <= now) continue;
    const matches =
      filter.category === undefined
        ? kind === undefined
        : !filter.subCategory
          ? kind === 'c' && rest.join(SEP) === filter.category
          : kind === 's' && rest[0] === filter.category && rest.slice(1).join(SEP) === filter.subCategory;
    if (matches) total += value;
  }
  return total;
}

/** Whether a listing shows at `now` for this text and category filter. */
export function listingMatches(l: Listing, now: number, filter: CategoryFilter & { text?: string }): boolean {
  if (l.endsAt <= now) return false;
  if (filter.category !== undefined) {
    const c = l.categories.find((x) => x.category === filter.category);
    if (!c) return false;
    if (filter.subCategory && !c.subcategories.includes(filter.subCategory)) return false;
  }
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const hay = `${l.businessName}\n${l.value}\n${l.description}`.toLowerCase();
    if (!hay.includes(text)) return false;
  }
  return true;
}

