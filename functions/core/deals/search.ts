import { inParallel } from '../../model/in-parallel.js';
import type { DealSort } from '../../../shared/schemas/deals.js';
import { readCellCounters, readListingRange } from '../../db/deal-index-repo.js';
import { boxDistanceMiles, coveringCells, geohashBounds, geohashEncode, haversineMiles, type CoveringCell, type LatLon, type RangeReader, type ReadStats } from '../../model/geo.js';
import { listingGeohash, listingMatches, liveCount, type CategoryFilter, type Listing } from '../../model/listing.js';

// Geo index reads (readCells, readCircle: any index of the geo table's layout) and local deals
// search over the deal index. The circle is covered by fine geohash cells (by radius);
// each run of consecutive fine cells in one 3-character partition is one Query. Totals for the
// pager come from per-cell counters wherever a whole 4-character cell lies inside the circle and
// no text filter applies; everything else is read. A distance-sorted page reads cells nearest
// (or farthest) first and stops once no unread cell can hold a hit that belongs on the page.

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
  readCounters(cell3: string, from: string, to: string, stats: ReadStats): Promise<Map<string, Record<string, unknown>>>;
}

export type WithDistance<T> = T & { distance: number };

export const dynamoIndex: IndexReader = { readRange: readListingRange, readCounters: readCellCounters };

/** Fewer 4-character cells than this wholly inside the circle are read rather than counted. */
const MIN_INTERIOR_CELLS = 16;
/** Interior cells read with the first round of a distance-sorted search. */
const FIRST_WAVE = 8;

/** Queries in flight at once per search. */
const PARALLEL = 12;
/**
 * Cells not asked for that a listing Query may span (see cellRuns), by cell precision. Fine cells
 * (radii up to 20 miles) hold few items each, so a span saves Queries (10 miles: 12.7 to 6.7 a
 * search) for a few more items read (1.26 to 1.4 per item in the circle); coarser cells are left
 * alone, where a spanned cell costs hundreds of items.
 */
const maxGapFor = (precision: number) => (precision >= 5 ? 3 : 0);

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** A cell's position among the cells of its length in its 3-character partition (geohash order). */
function indexInPartition(cell: string): number {
  let n = 0;
  for (const ch of cell.slice(3)) n = n * 32 + BASE32.indexOf(ch);
  return n;
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
  const sorted = [...new Set(cells)].sort();
  const runs: Run[] = [];
  let cur: { first: string; last: string } | undefined;
  const flush = () => cur && runs.push({ cell3: cur.first.slice(0, 3), from: cur.first, to: `${cur.last}~` });
  for (const cell of sorted) {
    if (cur && cur.last.slice(0, 3) === cell.slice(0, 3) && indexInPartition(cell) - indexInPartition(cur.last) - 1 <= maxGap) cur.last = cell;
    else {
      flush();
      cur = { first: cell, last: cell };
    }
  }
  flush();
  return runs;
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
  const lists = await inParallel(cellRuns([...wanted], maxGapFor(precision)), PARALLEL, (r) => index.readRange(r.cell3, r.from, r.to, stats));
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
 * whole covering at precisionFor(radius) read at once. For indexes without counters (providers).
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

const byIds = (a: Hit, b: Hit) => (a.dealId < b.dealId ? -1 : a.dealId > b.dealId ? 1 : a.locationId < b.locationId ? -1 : a.locationId > b.locationId ? 1 : 0);

const ORDER: Record<DealSort, (a: Hit, b: Hit) => number> = {
  'distance-asc': (a, b) => a.distance - b.distance || byIds(a, b),
  'distance-desc': (a, b) => b.distance - a.distance || byIds(a, b),
  'value-desc': (a, b) => b.dollarValue - a.dollarValue || a.distance - b.distance || byIds(a, b),
  'value-asc': (a, b) => a.dollarValue - b.dollarValue || a.distance - b.distance || byIds(a, b),
};

export async function searchDeals(q: SearchQuery, index: IndexReader = dynamoIndex): Promise<SearchResult> {
  const stats: ReadStats = { itemsRead: 0, queries: 0 };
  const fine = coveringCells(q.center, q.radiusMiles);
  const filter = { category: q.category, subCategory: q.subCategory, text: q.text };
  const byDistance = q.sort === 'distance-asc' || q.sort === 'distance-desc';
  const asc = q.sort === 'distance-asc';
  // Counters pay only where a page can stop early: a distance sort with no text to match.
  const countable = byDistance && !q.text?.trim();

  // 4-character cells wholly inside the circle: counted from counters, read only for a page.
  const interior = new Set<string>();
  if (countable) {
    for (const cell4 of new Set(fine.map((c) => c.cell.slice(0, 4)))) {
      if (boxDistanceMiles(q.center, geohashBounds(cell4)).maxMiles <= q.radiusMiles) interior.add(cell4);
    }
    // A few interior cells save less than a second round of Queries costs: read them with the rest.
    if (interior.size < MIN_INTERIOR_CELLS) interior.clear();
  }
  const inInterior = (c: CoveringCell) => interior.has(c.cell.slice(0, 4));

  const hits: Hit[] = [];
  const matches = (l: Listing) => listingMatches(l, q.now, filter);
  const readWave = async (cells: readonly CoveringCell[]) => {
    // A loop, not push(...): a wide circle can hold more hits than a call takes arguments.
    for (const h of await readCells(index, q.center, q.radiusMiles, cells, stats, matches)) hits.push(h);
  };

  // Cells crossing the circle's edge (or every cell, when counters cannot answer) are read in
  // full; counters of the interior cells come in beside them.
  const edge = fine.filter((c) => !inInterior(c));
  // The nearest (or farthest) interior cells are read in the same round: page 1 mostly needs them.
  const queue = fine.filter(inInterior).sort((a, b) => (asc ? a.minMiles - b.minMiles : b.maxMiles - a.maxMiles) || a.cell.localeCompare(b.cell));
  let wave = FIRST_WAVE;
  const counters = new Map<string, number>();
  const countRuns = cellRuns([...interior]);
  await Promise.all([
    readWave([...edge, ...queue.splice(0, wave)]),
    inParallel(countRuns, PARALLEL, async (r) => {
      const found = await index.readCounters(r.cell3, r.from, r.to, stats);
      for (const cell4 of interior) {
        if (cell4 >= r.from && cell4 <= r.to) counters.set(cell4, liveCount(found.get(cell4) ?? {}, q.now, q));
      }
    }),
  ]);

  // Edge hits are all read by now; interior cells are counted whole (the hits already read from
  // them are not counted again).
  let total = hits.filter((h) => !interior.has(listingGeohash(h).slice(0, 4))).length;
  for (const cell4 of interior) total += counters.get(cell4) ?? 0;
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const page = Math.min(Math.max(1, q.page), pages);
  const needed = Math.min(page * q.pageSize, total);

  // The other interior cells, nearest (or farthest) first in growing waves until the page is
  // certain. (A value sort or a text search has no interior cells: it read everything above.)
  while (queue.length) {
    // Hits no unread cell can beat: nearer than every unread cell's nearest point (or farther).
    const bound = asc ? queue[0]!.minMiles : queue[0]!.maxMiles;
    const certain = hits.filter((h) => (asc ? h.distance < bound : h.distance > bound)).length;
    if (certain >= needed) break;
    wave *= 2;
    await readWave(queue.splice(0, wave));
  }

  hits.sort(ORDER[q.sort]);
  const start = (page - 1) * q.pageSize;
  return { hits: hits.slice(start, start + q.pageSize), total, page, pages, stats };
}
