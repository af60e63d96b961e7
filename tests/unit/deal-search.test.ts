import { describe, expect, it } from 'vitest';
import { LOCAL_DEALS } from '#shared/constants.js';
import type { DealSort } from '#shared/schemas/deals.js';
import type { ReadStats } from '#functions/model/geo.js';
import { destination, haversineMiles, type LatLon } from '#functions/model/geo.js';
import { endOfDayIn } from '#functions/core/dates.js';
import {
  cellRecord,
  listingGeohash,
  listingMatches,
  parseCellRecord,
  recordMatches,
  type Listing,
} from '#functions/model/listing.js';
import { cellRuns, searchDeals, type IndexReader, type SearchQuery } from '#functions/core/deals/search.js';

// searchDeals against an in-memory index with DynamoDB's key semantics (partition + sort-key
// BETWEEN), checked page by page against a brute-force haversine scan of every listing.

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const NOW = Date.UTC(2026, 10, 23, 18);
const CATS = [
  { category: 'Dining', subcategories: ['Pizza', 'Coffee'] },
  { category: 'Automotive', subcategories: ['Tires', 'Oil change'] },
  { category: 'Pets', subcategories: ['Grooming'] },
];

function makeListings(center: LatLon, count: number, maxMiles: number, seed: number): Listing[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const p = destination(center, r() * 360, Math.sqrt(r()) * maxMiles);
    const cat = CATS[i % CATS.length]!;
    return {
      dealId: `d${Math.floor(i / 2)}`,
      locationId: `l${i}`,
      bpId: `b${i % 50}`,
      lat: p.lat,
      lon: p.lon,
      businessName: i % 7 === 0 ? `Main Street Pizza ${i}` : `Shop ${i}`,
      value: `${i % 30}% off`,
      description: i % 11 === 0 ? 'Free COFFEE refill' : 'Savings',
      dollarValue: Math.round(r() * 10000) / 100,
      logo: 'logos/x.svg',
      address: `${i} Main St`,
      city: 'Town',
      state: 'KS',
      zipcode: '66044',
      hideAddress: (i % 5 === 0 ? 1 : 0) as 0 | 1,
      categories: [
        { category: cat.category, subcategories: cat.subcategories.slice(0, 1 + (i % cat.subcategories.length)) },
      ],
      // One in twelve already ended; one ends exactly now (not shown).
      endsAt: i % 12 === 0 ? NOW - 86_400_000 : i === 5 ? NOW : NOW + 86_400_000 * (1 + (i % 400)),
    };
  });
}

class FakeIndex implements IndexReader {
  private parts = new Map<string, { sk: string; l: Listing }[]>();
  private summaries = new Map<string, Map<string, string[]>>();
  constructor(listings: Listing[]) {
    for (const l of listings) {
      const gh = listingGeohash(l);
      const part = this.parts.get(gh.slice(0, 3)) ?? [];
      part.push({ sk: `${gh}#${l.dealId}#${l.locationId}`, l });
      this.parts.set(gh.slice(0, 3), part);
      const cells = this.summaries.get(gh.slice(0, 2)) ?? new Map<string, string[]>();
      cells.set(gh.slice(0, 4), [...(cells.get(gh.slice(0, 4)) ?? []), cellRecord(l)]);
      this.summaries.set(gh.slice(0, 2), cells);
    }
  }
  async readRange(cell3: string, from: string, to: string, stats: ReadStats) {
    const found = (this.parts.get(cell3) ?? []).filter((x) => x.sk >= from && x.sk <= to).map((x) => x.l);
    stats.queries++;
    stats.itemsRead += found.length;
    return found;
  }
  async readSummaries(cell2: string, from: string, to: string, stats: ReadStats) {
    const out = [...(this.summaries.get(cell2) ?? [])]
      .filter(([cell]) => cell >= from && cell <= to)
      .map(([cell, lines]) => ({ cell, lines }));
    stats.queries++;
    stats.itemsRead += out.length;
    return out;
  }
  async readListings(
    wanted: readonly { dealId: string; locationId: string; lat: number; lon: number }[],
    stats: ReadStats,
  ) {
    const found = wanted.map(
      (w) =>
        (this.parts.get(listingGeohash(w).slice(0, 3)) ?? []).find(
          (x) => x.l.dealId === w.dealId && x.l.locationId === w.locationId,
        )!.l,
    );
    stats.itemsRead += found.length;
    return found;
  }
}

const ORDERS: Record<
  DealSort,
  (a: { distance: number; dollarValue: number; dealId: string; locationId: string }, b: typeof a) => number
> = {
  'distance-asc': (a, b) => a.distance - b.distance || ids(a, b),
  'distance-desc': (a, b) => b.distance - a.distance || ids(a, b),
  'value-desc': (a, b) => b.dollarValue - a.dollarValue || a.distance - b.distance || ids(a, b),
  'value-asc': (a, b) => a.dollarValue - b.dollarValue || a.distance - b.distance || ids(a, b),
};
function ids(a: { dealId: string; locationId: string }, b: typeof a) {
  return a.dealId < b.dealId
    ? -1
    : a.dealId > b.dealId
      ? 1
      : a.locationId < b.locationId
        ? -1
        : a.locationId > b.locationId
          ? 1
          : 0;
}

function bruteForce(all: Listing[], q: SearchQuery) {
  return all
    .map((l) => ({ ...l, distance: haversineMiles(q.center, l) }))
    .filter(
      (h) =>
        h.distance <= q.radiusMiles &&
        listingMatches(h, q.now, { category: q.category, subCategory: q.subCategory, text: q.text }),
    )
    .sort(ORDERS[q.sort]);
}

const LAWRENCE = { lat: 38.97, lon: -95.24 };
const all = makeListings(LAWRENCE, 3000, 120, 7);
const index = new FakeIndex(all);
const base: SearchQuery = {
  center: LAWRENCE,
  radiusMiles: 50,
  sort: 'distance-asc',
  page: 1,
  pageSize: LOCAL_DEALS.pageSize,
  now: NOW,
};

describe('searchDeals', () => {
  for (const radiusMiles of [1, 10, 50, 100]) {
    for (const sort of LOCAL_DEALS.sorts) {
      it(`${radiusMiles} mi, ${sort}: every page equals the brute-force order and the total is exact`, async () => {
        const expected = bruteForce(all, { ...base, radiusMiles, sort });
        const first = await searchDeals({ ...base, radiusMiles, sort }, index);
        expect(first.total).toBe(expected.length);
        const got = [];
        for (let page = 1; page <= first.pages; page++) {
          const r = await searchDeals({ ...base, radiusMiles, sort, page }, index);
          expect(r.page).toBe(page);
          got.push(...r.hits);
        }
        expect(got.map((h) => `${h.dealId}/${h.locationId}`)).toEqual(
          expected.map((h) => `${h.dealId}/${h.locationId}`),
        );
      });
    }
  }

  it('filters by category, subcategory and text (case-insensitive, name, value or description), with exact totals', async () => {
    for (const filter of [
      { category: 'Dining' },
      { category: 'Automotive', subCategory: 'Oil change' },
      { text: 'main street PIZZA' },
      { text: 'coffee', category: 'Pets' },
      { text: '25% off' },
    ]) {
      const q = { ...base, ...filter, radiusMiles: 100 };
      const expected = bruteForce(all, q);
      const r = await searchDeals(q, index);
      expect(r.total, JSON.stringify(filter)).toBe(expected.length);
      expect(r.hits.map((h) => h.locationId)).toEqual(expected.slice(0, 30).map((h) => h.locationId));
    }
  });

  it('never returns an ended offer, on any page', async () => {
    const r = await searchDeals({ ...base, radiusMiles: 100, sort: 'value-desc', pageSize: 10_000 }, index);
    expect(r.hits.length).toBeGreaterThan(1000);
    expect(r.hits.every((h) => h.endsAt > NOW)).toBe(true);
    expect(r.hits.some((h) => h.locationId === 'l5')).toBe(false);
  });

  it('clamps a page past the last to the last', async () => {
    const r = await searchDeals({ ...base, radiusMiles: 10, page: 999 }, index);
    expect(r.page).toBe(r.pages);
    expect(r.hits.length).toBeGreaterThan(0);
  });

  it('answers an empty circle with no hits, one page and a total of 0', async () => {
    const r = await searchDeals({ ...base, center: { lat: 47.6, lon: -122.3 }, radiusMiles: 20 }, index);
    expect(r).toMatchObject({ hits: [], total: 0, page: 1, pages: 1 });
  });

  it("reads the first distance page of a 100-mile circle from cell summaries and the page's own listings, not every listing item", async () => {
    const inCircle = bruteForce(all, { ...base, radiusMiles: 100 }).length;
    const r = await searchDeals({ ...base, radiusMiles: 100 }, index);
    // One summary item per 4-character cell, then the 30 listings shown.
    expect(r.stats.itemsRead).toBeLessThan(inCircle * 0.7);
    expect(r.stats.queries).toBeLessThanOrEqual(8);
  });
});

describe('cell summary lines', () => {
  it('read back exactly, and a category filter matches names holding any character', () => {
    const l = makeListings(LAWRENCE, 1, 5, 3)[0]!;
    const odd = {
      ...l,
      categories: [
        { category: 'Food: Take-out; 100% "fresh"', subcategories: ['Pizza|Pasta', 'Café\tBar'] },
        { category: 'Pets', subcategories: [] },
      ],
    };
    const r = parseCellRecord(cellRecord(odd));
    expect(r).toMatchObject({
      lat: l.lat,
      lon: l.lon,
      dollarValue: l.dollarValue,
      endsAt: l.endsAt,
      dealId: l.dealId,
      locationId: l.locationId,
    });
    const live = l.endsAt - 1;
    expect(recordMatches(r, live, { category: 'Food: Take-out; 100% "fresh"', subCategory: 'Café\tBar' })).toBe(true);
    expect(recordMatches(r, live, { category: 'Pets' })).toBe(true);
    expect(recordMatches(r, live, { category: 'Food: Take-out; 100% "fresh"', subCategory: 'Pizza' })).toBe(false);
    expect(recordMatches(r, live, { category: 'Food' })).toBe(false);
    expect(recordMatches(r, l.endsAt, {})).toBe(false);
  });
});

describe('cellRuns', () => {
  it('merges consecutive cells of one partition and splits at partition edges', () => {
    expect(cellRuns(['9yu1', '9yu0', '9yu2', '9yu4', '9yv0'])).toEqual([
      { cell3: '9yu', from: '9yu0', to: '9yu2~' },
      { cell3: '9yu', from: '9yu4', to: '9yu4~' },
      { cell3: '9yv', from: '9yv0', to: '9yv0~' },
    ]);
  });

  it('spans a gap of at most maxGap cells within a partition, never across partitions', () => {
    // 9yu2 to 9yu4 leave out one cell (9yu3), 9yu4 to 9yu8 three (5, 6, 7).
    expect(cellRuns(['9yu1', '9yu2', '9yu4', '9yu8', '9yv0'], 1)).toEqual([
      { cell3: '9yu', from: '9yu1', to: '9yu4~' },
      { cell3: '9yu', from: '9yu8', to: '9yu8~' },
      { cell3: '9yv', from: '9yv0', to: '9yv0~' },
    ]);
    expect(cellRuns(['9yu1', '9yu2', '9yu4', '9yu8', '9yv0'], 3)).toEqual([
      { cell3: '9yu', from: '9yu1', to: '9yu8~' },
      { cell3: '9yv', from: '9yv0', to: '9yv0~' },
    ]);
    // 9yuz to 9yv0 are neighbours in geohash order but in two partitions (two Queries).
    expect(cellRuns(['9yuz', '9yv0'], 3)).toHaveLength(2);
  });
});

describe('endOfDayIn', () => {
  it("ends a date at the next midnight in the co-op's zone, across daylight saving changes", () => {
    expect(new Date(endOfDayIn('2027-01-31', 'America/Chicago')).toISOString()).toBe('2027-02-01T06:00:00.000Z');
    expect(new Date(endOfDayIn('2027-07-04', 'America/Chicago')).toISOString()).toBe('2027-07-05T05:00:00.000Z');
    expect(new Date(endOfDayIn('2027-03-13', 'America/New_York')).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(new Date(endOfDayIn('2027-03-14', 'America/New_York')).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(new Date(endOfDayIn('2027-06-30', 'Pacific/Honolulu')).toISOString()).toBe('2027-07-01T10:00:00.000Z');
  });
});
