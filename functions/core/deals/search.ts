import { inParallel } from '#functions/model/in-parallel.js';
import type { DealSort } from '#shared/schemas/deals.js';
import { readCellSummaries, readListingRange, readListings } from '#functions/db/deal-index-repo.js';
import {
  coveringCells,
  geohashEncode,
  haversineMiles,
  type CoveringCell,
  type LatLon,
  type RangeReader,
  type ReadStats,
} from '#functions/model/geo.js';
import {
  listingMatches,
  parseCellRecord,
  recordMatches,
  SUMMARY_CELL_PRECISION,
  type CategoryFilter,
  type CellSummary,
  type Listing,
  type RankedListing,
} from '#functions/model/listing.js';

// Geo index reads (readCells, readCircle: any index of the geo table's layout) and local deals
// search over the deal index. A search with no text ranks the whole circle from the summaries of
// the 4-character cells covering it (a line per listing: point, value, end, ids), read as a few
// sort-key ranges of their 2-character partitions in one parallel round, then reads the listing
// items of the page it shows (one BatchGetItem for 30): two round trips in a row at any radius,
// an exact total, any sort. A text search needs names and descriptions: it reads the listing
// items of the circle, a run of consecutive fine cells per Query.

export interface SearchQuery extends CategoryFilter {
  center: LatLon;
  radiusMiles: number;
  text?: string;
  sort: DealSort;
  /** 1-based; a page past the last gives the last. */
  page: number;
  pageSize: number;
  now: number;
}

export type Hit = Listing & { distance: number };

export interface SearchResult {
  hits: Hit[];
  total: number;
  page: number;
  pages: number;
  stats: ReadStats;
}

/** Reads behind deal search: the deal index in DynamoDB, or a test's fake. */
export interface IndexReader extends RangeReader<Listing> {
  /** Summaries of the 4-character cells from `from` to `to` (inclusive) in one 2-character partition. */
  readSummaries(cell2: string, from: string, to: string, stats: ReadStats): Promise<CellSummary[]>;
  /** The listing items of these listings, in that order; missing ones left out. */
  readListings(wanted: readonly RankedListing[], stats: ReadStats): Promise<Listing[]>;
}

export type WithDistance<T> = T & { distance: number };

export const dynamoIndex: IndexReader = { readRange: readListingRange, readSummaries: readCellSummaries, readListings };

/** Queries in flight at once per search. */
const PARALLEL = 12;
/**
 * Most summary Queries a search sends: runs of wanted cells are merged across the smallest gaps
 * that bring them under this (a 250-mile circle is 800 to 1,000 cells in 40 to 60 runs of
 * neighbours; 50 miles, 40 to 55 cells in 8 to 14). A
 * gap cell lies outside the circle: it costs its lines, never a wrong hit.
 */
const MAX_SUMMARY_RUNS = 8;
/**
 * Cells not asked for that a listing Query may span (see cellRuns), by cell precision. Fine cells
 * (radii up to 20 miles) hold few items each, so a span saves Queries (10 miles: 12.7 to 6.7 a
 * search) for a few more items read (1.26 to 1.4 per item in the circle); coarser cells are left
 * alone, where a spanned cell costs hundreds of items.
 */
const maxGapFor = (precision: number) => (precision >= 5 ? 3 : 0);

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A cell's position among the cells of its length in its partition (geohash order). */
function indexInPartition(cell: string, partLength: number): number {
  let n = 0;
  for (const ch of cell.slice(partLength)) n = n * 32 + BASE32.indexOf(ch);
  return n;
}

/** Cells (same length) merged into runs within their partitions (cells of `partLength` characters). */
function runsOf(
  cells: readonly string[],
  partLength: number,
  maxGap: number,
): { part: string; first: string; last: string }[] {
  const sorted = [...new Set(cells)].sort();
  const runs: { part: string; first: string; last: string }[] = [];
  for (const cell of sorted) {
    const cur = runs.at(-1);
    if (
      cur &&
      cur.part === cell.slice(0, partLength) &&
      indexInPartition(cell, partLength) - indexInPartition(cur.last, partLength) - 1 <= maxGap
    )
      cur.last = cell;
    else runs.push({ part: cell.slice(0, partLength), first: cell, last: cell });
  }
  return runs;
}

interface Run {
  cell3: string;
  from: string;
  to: string;
}

/**
 * Cells (same length) merged into key ranges within their 3-character partitions: consecutive
 * cells always, and across a gap of at most `maxGap` cells not asked for, whose items cost less to
 * read (and drop) than one more Query costs.
 */
export function cellRuns(cells: readonly string[], maxGap = 0): Run[] {
  return runsOf(cells, 3, maxGap).map((r) => ({ cell3: r.part, from: r.first, to: `${r.last}~` }));
}

/**
 * 4-character cells as summary key ranges within their 2-character partitions: at most
 * `maxRuns` ranges (or one per partition, if more partitions than that), spanning the smallest
 * gaps that get there.
 */
export function summaryRuns(
  cells: readonly string[],
  maxRuns = MAX_SUMMARY_RUNS,
): { cell2: string; from: string; to: string }[] {
  let runs = runsOf(cells, 2, 0);
  for (let gap = 1; runs.length > maxRuns && gap < 1024; gap *= 2) runs = runsOf(cells, 2, gap);
  return runs.map((r) => ({ cell2: r.part, from: r.first, to: r.last }));
}

/**
 * Items of `cells` (covering cells of one precision, from coveringCells) within radiusMiles of the
 * centre that `keep` accepts, with their distance, in read order. Each run of cells is one Query.
 */
export async function readCells<T extends LatLon>(
  index: RangeReader<T>,
  center: LatLon,
  radiusMiles: number,
  cells: readonly CoveringCell[],
  stats: ReadStats,
  keep: (item: T) => boolean = () => true,
): Promise<WithDistance<T>[]> {
  const out: WithDistance<T>[] = [];
  if (!cells.length) return out;
  const precision = cells[0]!.cell.length;
  const wanted = new Set(cells.map((c) => c.cell));
  const lists = await inParallel(cellRuns([...wanted], maxGapFor(precision)), PARALLEL, (r) =>
    index.readRange(r.cell3, r.from, r.to, stats),
  );
  for (const item of lists.flat()) {
    // A gap cell spanned by a run is another wave's (or no one's): its items are not this one's.
    if (!wanted.has(geohashEncode(item.lat, item.lon, precision))) continue;
    const distance = haversineMiles(center, item);
    if (distance > radiusMiles || !keep(item)) continue;
    out.push({ ...item, distance });
  }
  return out;
}

/**
 * Every item of an index within radiusMiles of the centre that `keep` accepts, nearest first: the
 * whole covering at precisionFor(radius) read at once (providers).
 */
export async function readCircle<T extends LatLon>(
  index: RangeReader<T>,
  center: LatLon,
  radiusMiles: number,
  keep?: (item: T) => boolean,
  stats: ReadStats = { itemsRead: 0, queries: 0 },
): Promise<WithDistance<T>[]> {
  const hits = await readCells(index, center, radiusMiles, coveringCells(center, radiusMiles), stats, keep);
  return hits.sort((a, b) => a.distance - b.distance);
}

type Ranked = Pick<Listing, 'dealId' | 'locationId' | 'dollarValue'> & { distance: number };

const byIds = (a: Ranked, b: Ranked) =>
  a.dealId < b.dealId
    ? -1
    : a.dealId > b.dealId
      ? 1
      : a.locationId < b.locationId
        ? -1
        : a.locationId > b.locationId
          ? 1
          : 0;

const ORDER: Record<DealSort, (a: Ranked, b: Ranked) => number> = {
  'distance-asc': (a, b) => a.distance - b.distance || byIds(a, b),
  'distance-desc': (a, b) => b.distance - a.distance || byIds(a, b),
  'value-desc': (a, b) => b.dollarValue - a.dollarValue || a.distance - b.distance || byIds(a, b),
  'value-asc': (a, b) => a.dollarValue - b.dollarValue || a.distance - b.distance || byIds(a, b),
};

/** The first n of xs in `order` (a total order): a sorted buffer of n when n is small beside xs. */
function firstN<T>(xs: T[], order: (a: T, b: T) => number, n: number): T[] {
  if (n * 8 >= xs.length) return xs.sort(order).slice(0, n);
  if (n <= 0) return [];
  const top: T[] = [];
  for (const x of xs) {
    if (top.length === n && order(x, top[n - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(top[mid]!, x) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, x);
    if (top.length > n) top.pop();
  }
  return top;
}

function pageOf(total: number, q: SearchQuery) {
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const page = Math.min(Math.max(1, q.page), pages);
  return { pages, page, start: (page - 1) * q.pageSize };
}

/** A circle ranked from cell summaries (no text): every match in the query's order, and what it read. */
export interface Ranking {
  ranked: (RankedListing & { distance: number })[];
  stats: ReadStats;
}

/**
 * Round 1 of a search without text: the summaries of every cell touching the circle, all at
 * once, ranked. `first` bounds how many come back sorted (the rest are dropped): a page needs
 * only its own and those before it.
 */
export async function rankDeals(
  q: Omit<SearchQuery, 'text' | 'page' | 'pageSize'>,
  first = Infinity,
  index: IndexReader = dynamoIndex,
): Promise<Ranking & { total: number }> {
  const stats: ReadStats = { itemsRead: 0, queries: 0 };
  const cells = coveringCells(q.center, q.radiusMiles, SUMMARY_CELL_PRECISION);
  const wanted = new Set(cells.map((c) => c.cell));
  const summaries = await inParallel(summaryRuns([...wanted]), PARALLEL, (r) =>
    index.readSummaries(r.cell2, r.from, r.to, stats),
  );
  const matches: (RankedListing & { distance: number })[] = [];
  for (const list of summaries) {
    for (const summary of list) {
      // A gap cell a run spans lies outside the circle.
      if (!wanted.has(summary.cell)) continue;
      for (const line of summary.lines) {
        const r = parseCellRecord(line);
        const distance = haversineMiles(q.center, r);
        if (distance <= q.radiusMiles && recordMatches(r, q.now, q)) matches.push(Object.assign(r, { distance }));
      }
    }
  }
  return { ranked: firstN(matches, ORDER[q.sort], Math.min(first, matches.length)), total: matches.length, stats };
}

export async function searchDeals(q: SearchQuery, index: IndexReader = dynamoIndex): Promise<SearchResult> {
  if (q.text?.trim()) return searchText(q, index, { itemsRead: 0, queries: 0 });
  const { ranked, total, stats } = await rankDeals(q, Math.max(1, q.page) * q.pageSize, index);
  const { page, start, pages: count } = pageOf(total, q);
  const shown = ranked.slice(start, start + q.pageSize);
  // Round 2: what the page shows of each listing.
  const listings = await index.readListings(shown, stats);
  const distance = new Map(shown.map((r) => [`${r.dealId}#${r.locationId}`, r.distance]));
  const hits = listings.map((l) => ({ ...l, distance: distance.get(`${l.dealId}#${l.locationId}`)! }));
  return { hits, total, page, pages: count, stats };
}

/** A text search matches names and descriptions: it reads the circle's listing items themselves. */
async function searchText(q: SearchQuery, index: IndexReader, stats: ReadStats): Promise<SearchResult> {
  const filter = { category: q.category, subCategory: q.subCategory, text: q.text };
  const hits = await readCells(index, q.center, q.radiusMiles, coveringCells(q.center, q.radiusMiles), stats, (l) =>
    listingMatches(l, q.now, filter),
  );
  hits.sort(ORDER[q.sort]);
  const { pages, page, start } = pageOf(hits.length, q);
  return { hits: hits.slice(start, start + q.pageSize), total: hits.length, page, pages, stats };
}
