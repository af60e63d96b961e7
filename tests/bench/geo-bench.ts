import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_DEALS } from '#shared/constants.js';
import { destination, haversineMiles, type LatLon } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import * as search from '#functions/core/deals/search.js';
import type { Hit, IndexReader } from '#functions/core/deals/search.js';
import { createBenchGeoTable, deleteBenchTable, scanListings } from './bench-scan-repo.js';
import { resetClients } from '#functions/db/clients.js';
import * as repo from '#functions/db/deal-index-repo.js';
import { loadListings, readListingRange } from '#functions/db/deal-index-repo.js';
import { PEER_HASH_KEY_LENGTH, peerIndex, peerItem, type PeerIndex } from './geo-peer-index.js';
import type { ReadStats } from '#functions/model/geo.js';
import { startEmulators } from '#infra/local/emulators.js';
import { packageUsCodes, toZipCentroidItems } from '#infra/local/zip-centroids.js';

// The local deals search benchmark, ours beside dynamodb-geo (tests/bench/geo-peer-index.ts):
// 100,000 listings at random US ZIP centroids (50 states and DC, uniform over ZIPs) jittered
// uniformly within 3 miles, in a table of each on one DynamoDB Local; 30 centres at random ZIP
// centroids; radii 1, 10, 50 and 250 miles. Figures only, never a pass or fail on time. `npm run bench:geo` runs it alone on its own DynamoDB Local;
// `npm run bench` runs it against the local portal's.

const TABLE = 'bench-geo';
const PEER_TABLE = 'bench-geo-peer';
/** Smaller runs while developing: GEO_BENCH_ITEMS=20000 GEO_BENCH_CENTRES=10 GEO_BENCH_RADII=10,50. */
const LOCATIONS = Number(process.env.GEO_BENCH_ITEMS ?? 100_000);
const CENTRES = Number(process.env.GEO_BENCH_CENTRES ?? 30);
const RADII = (process.env.GEO_BENCH_RADII ?? '1,10,50,250').split(',').map(Number);
const JITTER_MILES = 3;
/** Scan baseline (GEO_BENCH_SCANS=3): a few centres per radius; each Scan reads the whole table, 13 to 22 s at 100,000. */
const SCANS_PER_RADIUS = Number(process.env.GEO_BENCH_SCANS ?? 0);
const WARM_UP = 3;
const SEED = 20261208;
const PAGE_SIZE = LOCAL_DEALS.pageSize;
/** Live for the whole run. */
const ENDS_AT = Date.UTC(2099, 0, 1);
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
const CATEGORIES = [
  ['Dining', 'Pizza'],
  ['Automotive', 'Oil change'],
  ['Health & Beauty', 'Salons'],
  ['Home & Garden', 'Hardware'],
  ['Entertainment', 'Movies'],
  ['Retail', 'Clothing'],
  ['Services', 'Dry cleaning'],
  ['Travel', 'Hotels'],
] as const;

/** mulberry32: the same seed gives the same workload. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function workload() {
  const zips = toZipCentroidItems(packageUsCodes()).filter((z) => STATES.has(z.state));
  const r = rng(SEED);
  const pick = () => zips[Math.floor(r() * zips.length)]!;
  const listings: Listing[] = Array.from({ length: LOCATIONS }, (_, i) => {
    const zip = pick();
    // Uniform in the disk: the distance goes as the square root.
    const p = destination(zip, r() * 360, JITTER_MILES * Math.sqrt(r()));
    const [category, sub] = CATEGORIES[i % CATEGORIES.length]!;
    return {
      dealId: `bench-d${i}`,
      locationId: `bench-l${i}`,
      bpId: `bench-bp${i % 20_000}`,
      lat: p.lat,
      lon: p.lon,
      businessName: `Bench ${category} ${i}`,
      value: `${5 + (i % 30)}% off`,
      description:
        'Save on any purchase of $25 or more at this location. One coupon per visit; show it at the counter.',
      dollarValue: Math.round(r() * 10_000) / 100,
      logo: 'deal-logos/bench.svg',
      address: `${100 + (i % 9000)} Main St`,
      city: zip.city,
      state: zip.state,
      zipcode: zip.zip,
      hideAddress: 0,
      categories: [{ category, subcategories: [sub] }],
      endsAt: ENDS_AT,
    };
  });
  const centres: LatLon[] = Array.from({ length: CENTRES }, () => {
    const z = pick();
    return { lat: z.lat, lon: z.lon };
  });
  return { zips: zips.length, listings, centres };
}

const idOf = (l: Pick<Listing, 'dealId' | 'locationId'>) => `${l.dealId}#${l.locationId}`;
const byDistance = (a: Hit, b: Hit) => a.distance - b.distance || (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0);

function inCircle(all: readonly Listing[], center: LatLon, radius: number): Hit[] {
  const out: Hit[] = [];
  for (const l of all) {
    const distance = haversineMiles(center, l);
    if (distance <= radius) out.push({ ...l, distance });
  }
  return out.sort(byDistance);
}

function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 1 : 0)} ms`);

/** An item's size as DynamoDB counts it (names and values; numbers by their significant digits). */
function dynamoBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace(/[.e+-]|^0+/g, '').length / 2) + 1;
  if (typeof value === 'boolean' || value == null) return 1;
  if (Array.isArray(value)) return 3 + value.reduce((n: number, v) => n + 1 + dynamoBytes(v), 0);
  return (
    3 +
    Object.entries(value as Record<string, unknown>).reduce(
      (n, [k, v]) => n + Buffer.byteLength(k) + 1 + dynamoBytes(v),
      0,
    )
  );
}
const itemBytes = (item: Record<string, unknown>) => dynamoBytes(item) - 3 - Object.keys(item).length;

function itemSizes(sample: readonly Listing[]): { name: string; bytes: number }[] {
  const parts = new Map<string, number[]>();
  // The bench also runs on the search before cell summaries (to compare), which had no listingItems.
  const items =
    (repo as { listingItems?: (l: Listing) => Record<string, Record<string, unknown>> }).listingItems ??
    ((l: Listing) => ({ listing: l as unknown as Record<string, unknown> }));
  for (const l of sample)
    for (const [name, item] of Object.entries(items(l))) parts.set(name, [...(parts.get(name) ?? []), itemBytes(item)]);
  return [...parts].map(([name, xs]) => ({ name, bytes: mean(xs) }));
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await run();
  return { value, ms: performance.now() - t };
}

/** One call the search made to the index: when it ran, what it returned (for the breakdown). */
interface Call {
  start: number;
  end: number;
  items: number;
  bytes: number;
}

/**
 * The search's own DynamoDB reader pointed at the bench table, timing every call: the breakdown of
 * a page (rounds in a row, time waiting on DynamoDB Local, bytes parsed) comes from these. Every
 * reader function takes the table last, after the arguments the search passes.
 */
function tracedReader(calls: Call[]): IndexReader {
  const traced = Object.entries(search.dynamoIndex).map(([name, fn]) => [
    name,
    async (...args: unknown[]) => {
      const start = performance.now();
      const out: unknown = await (fn as (...a: unknown[]) => Promise<unknown>)(...args, TABLE);
      const list: unknown[] = Array.isArray(out) ? out : out instanceof Map ? [...out.values()] : [out];
      calls.push({
        start,
        end: performance.now(),
        items: list.length,
        bytes: JSON.stringify(list, (_k, v: unknown) => (v instanceof Set ? [...v] : v)).length,
      });
      return out;
    },
  ]);
  return Object.fromEntries(traced) as unknown as IndexReader;
}

/** Calls that ran one after another: a call that starts after every earlier one ended opens a new round. */
function roundsInARow(calls: readonly Call[]): number {
  let rounds = 0;
  let lastEnd = -Infinity;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (c.start >= lastEnd) rounds++;
    lastEnd = Math.max(lastEnd, c.end);
  }
  return rounds;
}

/** Time with at least one call in flight. */
function waitingMs(calls: readonly Call[]): number {
  let total = 0;
  let from = 0;
  let to = 0;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (c.start > to) {
      total += to - from;
      from = c.start;
      to = c.end;
    } else to = Math.max(to, c.end);
  }
  return total + to - from;
}

interface Side {
  pageMs: number[];
  queries: number[];
  itemsRead: number[];
}

interface Row {
  radius: number;
  counts: number[];
  recallFound: number;
  recallWanted: number;
  /** Hits outside the reference (none expected), and searches whose total differs from it. */
  extra: number;
  wrongTotals: number;
  firstPagesExact: number;
  ours: Side & {
    rounds: number[];
    waitMs: number[];
    bytes: number[];
    lines: number[];
    gets: number[];
    fullMs: number[];
    fullQueries: number[];
    fullRead: number[];
    valuePageMs: number[];
  };
  valuePagesExact: number;
  peer: Side & { found: number; firstPagesExact: number };
  scanMs: number[];
  scanCalls: number;
  scanRead: number;
  scanInCircle: number;
  scanRecall: boolean;
  scanError?: string;
}

async function benchRadius(
  radius: number,
  listings: readonly Listing[],
  centres: readonly LatLon[],
  peer: PeerIndex,
): Promise<Row> {
  const now = Date.now();
  const row: Row = {
    radius,
    counts: [],
    recallFound: 0,
    recallWanted: 0,
    extra: 0,
    wrongTotals: 0,
    firstPagesExact: 0,
    ours: {
      pageMs: [],
      queries: [],
      itemsRead: [],
      rounds: [],
      waitMs: [],
      bytes: [],
      lines: [],
      gets: [],
      fullMs: [],
      fullQueries: [],
      fullRead: [],
      valuePageMs: [],
    },
    valuePagesExact: 0,
    peer: { pageMs: [], queries: [], itemsRead: [], found: 0, firstPagesExact: 0 },
    scanMs: [],
    scanCalls: 0,
    scanRead: 0,
    scanInCircle: 0,
    scanRecall: true,
  };
  const refs = centres.map((c) => inCircle(listings, c, radius));
  let calls: Call[] = [];
  const reader = tracedReader(calls);
  const ours = (center: LatLon) =>
    search.searchDeals(
      { center, radiusMiles: radius, sort: 'distance-asc', page: 1, pageSize: PAGE_SIZE, now },
      reader,
    );
  const theirs = (center: LatLon) => peer.firstPage(center, radius, PAGE_SIZE);
  // Warm-up (not counted): the first calls pay for connections and DynamoDB Local's JIT.
  for (const c of centres.slice(0, WARM_UP)) await Promise.all([await ours(c), await theirs(c)]);

  // Page 1 (nearest first), ours and the peer's for each centre in turn, the order alternating.
  for (const [i, center] of centres.entries()) {
    const ref = refs[i]!;
    const refPage = ref.slice(0, PAGE_SIZE).map(idOf).join();
    const runOurs = async () => {
      calls.length = 0;
      const { value, ms: took } = await timed(() => ours(center));
      row.ours.pageMs.push(took);
      row.ours.queries.push(value.stats.queries);
      row.ours.itemsRead.push(value.stats.itemsRead);
      row.ours.lines.push(value.stats.linesRead ?? 0);
      row.ours.gets.push(value.stats.gets ?? 0);
      row.ours.rounds.push(roundsInARow(calls));
      row.ours.waitMs.push(waitingMs(calls));
      row.ours.bytes.push(sum(calls.map((c) => c.bytes)));
      if (value.total === ref.length && value.hits.map(idOf).join() === refPage) row.firstPagesExact++;
    };
    const runPeer = async () => {
      const { value, ms: took } = await timed(() => theirs(center));
      row.peer.pageMs.push(took);
      row.peer.queries.push(value.queries);
      row.peer.itemsRead.push(value.itemsRead);
      const got = new Set(value.all.map((h) => h.id));
      row.peer.found += ref.filter((h) => got.has(idOf(h))).length;
      if (value.hits.map((h) => h.id).join() === refPage) row.peer.firstPagesExact++;
    };
    if (i % 2) await runPeer().then(runOurs);
    else await runOurs().then(runPeer);
  }
  calls = [];

  // Ours by value: page 1 as the list shows it, and the whole result (ranked from the summaries,
  // no listing items; before them, one page taking everything) checked against the reference.
  const rank = (search as { rankDeals?: typeof search.rankDeals }).rankDeals;
  for (const [i, center] of centres.entries()) {
    const ref = refs[i]!;
    const byValue = { center, radiusMiles: radius, sort: 'value-desc' as const, now };
    const valuePage = await timed(() => search.searchDeals({ ...byValue, page: 1, pageSize: PAGE_SIZE }, reader));
    row.ours.valuePageMs.push(valuePage.ms);
    const refByValue = [...ref].sort(
      (a, b) => b.dollarValue - a.dollarValue || a.distance - b.distance || (idOf(a) < idOf(b) ? -1 : 1),
    );
    if (valuePage.value.hits.map(idOf).join() === refByValue.slice(0, PAGE_SIZE).map(idOf).join())
      row.valuePagesExact++;
    const { value, ms: took } = await timed(async () => {
      if (rank) {
        const r = await rank(byValue, Infinity, reader);
        return { ids: r.ranked.map(idOf), total: r.total, stats: r.stats };
      }
      const r = await search.searchDeals({ ...byValue, page: 1, pageSize: LOCATIONS }, reader);
      return { ids: r.hits.map(idOf), total: r.total, stats: r.stats };
    });
    row.ours.fullMs.push(took);
    row.ours.fullQueries.push(value.stats.queries);
    row.ours.fullRead.push(value.stats.itemsRead);
    row.counts.push(ref.length);
    const got = new Set(value.ids);
    row.recallWanted += ref.length;
    row.recallFound += ref.filter((h) => got.has(idOf(h))).length;
    const refIds = new Set(ref.map(idOf));
    row.extra += [...got].filter((id) => !refIds.has(id)).length;
    if (value.total !== ref.length || value.ids.join() !== refByValue.map(idOf).join()) row.wrongTotals++;
  }

  // Baseline: Scan the whole table, keep what lies in the circle, sort by distance.
  for (const [i, center] of centres.slice(0, SCANS_PER_RADIUS).entries()) {
    const stats: ReadStats = { itemsRead: 0, queries: 0 };
    const scan = await timed(async () => inCircle(await scanListings(TABLE, stats), center, radius)).catch(
      (error: Error) => error,
    );
    if (scan instanceof Error) {
      row.scanError = `${scan.name}: ${scan.message}`;
      break;
    }
    const { value, ms: took } = scan;
    row.scanMs.push(took);
    row.scanCalls += stats.queries;
    row.scanRead += stats.itemsRead;
    row.scanInCircle += value.length;
    if (value.map(idOf).join() !== refs[i]!.map(idOf).join()) row.scanRecall = false;
  }
  return row;
}

const pct = (found: number, wanted: number) =>
  wanted ? `${((100 * found) / wanted).toFixed(found === wanted ? 0 : 2)} %` : 'n/a';
const p50p95 = (xs: readonly number[]) => `${ms(percentile(xs, 50))} / ${ms(percentile(xs, 95))}`;
const meanMax = (xs: readonly number[]) => `${mean(xs).toFixed(1)} (${Math.max(...xs)})`;
const int = (x: number) => Math.round(x).toLocaleString('en-US');

function tables(rows: readonly Row[]): string[] {
  const out = [
    '| radius | in circle: mean (min to max) | page 1 p50 / p95: ours | dynamodb-geo | p95: peer / ours | recall: ours (full result), peer | page 1 = reference: ours, peer | calls per page: ours mean (max) | peer | read per page: ours | peer | value page 1 p50 / p95 (= reference) | full result by value p50 / p95 | calls full |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const recall =
      pct(r.recallFound, r.recallWanted) +
      (r.extra ? `, ${r.extra} extra` : '') +
      (r.wrongTotals ? `, ${r.wrongTotals} wrong totals or orders` : '');
    const ratio = percentile(r.peer.pageMs, 95) / percentile(r.ours.pageMs, 95);
    const n = r.counts.length;
    const calls = r.ours.queries.map((q, i) => q + r.ours.gets[i]!);
    out.push(
      `| ${r.radius} mi | ${int(mean(r.counts))} (${int(Math.min(...r.counts))} to ${int(Math.max(...r.counts))}) | ${p50p95(r.ours.pageMs)} | ${p50p95(r.peer.pageMs)} | ${ratio.toFixed(ratio < 10 ? 1 : 0)}x ` +
        `| ${recall}, ${pct(r.peer.found, r.recallWanted)} | ${r.firstPagesExact}/${n}, ${r.peer.firstPagesExact}/${n} ` +
        `| ${meanMax(calls)} | ${meanMax(r.peer.queries)} | ${readOf(r)} | ${int(mean(r.peer.itemsRead))} items ` +
        `| ${p50p95(r.ours.valuePageMs)} (${r.valuePagesExact}/${n}) | ${p50p95(r.ours.fullMs)} | ${meanMax(r.ours.fullQueries)} |`,
    );
  }
  out.push('', 'Where a page 1 goes (ours, means over the centres):', '');
  out.push(
    '| radius | page 1 mean | rounds in a row | Queries | BatchGets | items read | summary lines read | kB read (JSON) | waiting on DynamoDB Local | in the search (cover, rank, merge) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of rows) {
    const o = r.ours;
    const wall = mean(o.pageMs);
    out.push(
      `| ${r.radius} mi | ${ms(wall)} | ${mean(o.rounds).toFixed(1)} | ${mean(o.queries).toFixed(1)} | ${mean(o.gets).toFixed(1)} | ${int(mean(o.itemsRead))} | ${int(mean(o.lines))} | ${(mean(o.bytes) / 1024).toFixed(1)} | ${ms(mean(o.waitMs))} | ${ms(wall - mean(o.waitMs))} |`,
    );
  }
  if (rows.some((r) => r.scanMs.length || r.scanError)) {
    out.push('', '| radius | Scan p50 / p95 | Scan read / in circle |', '|---|---|---|');
    for (const r of rows) {
      out.push(
        `| ${r.radius} mi | ${r.scanMs.length ? p50p95(r.scanMs) : `failed (${r.scanError})`}${r.scanRecall ? '' : ' (MISMATCH)'} | ${r.scanInCircle ? int(r.scanRead / r.scanInCircle) : 'n/a'} |`,
      );
    }
  }
  return out;
}

/** Ours: items (summary and listing items), and the listings the summaries held. */
const readOf = (r: Row) =>
  `${int(mean(r.ours.itemsRead))} items` + (sum(r.ours.lines) ? ` (${int(mean(r.ours.lines))} lines)` : '');

/** Runs against the DynamoDB Local the environment points at (DYNAMODB_ENDPOINT). */
export async function geoBench(): Promise<void> {
  const started = performance.now();
  const { zips, listings, centres } = workload();
  const peer = peerIndex(process.env.DYNAMODB_ENDPOINT!, process.env.AWS_REGION ?? 'us-east-1', PEER_TABLE);
  await createBenchGeoTable(TABLE);
  try {
    const load = await timed(() => loadListings(listings, { table: TABLE, parallel: 8 }));
    const peerLoad = await timed(() => peer.load(listings, 8));
    console.log(
      `Local deals search: ${int(LOCATIONS)} listings over ${int(zips)} ZIPs loaded into '${TABLE}' in ${(load.ms / 1000).toFixed(1)} s (loadListings, 8 batches in flight), ` +
        `into dynamodb-geo's '${PEER_TABLE}' (hashKeyLength ${PEER_HASH_KEY_LENGTH}) in ${(peerLoad.ms / 1000).toFixed(1)} s (batchWritePoints, 8 in flight)`,
    );
    const sample = listings.slice(0, 1000);
    console.log(
      `  item size (DynamoDB's measure, mean of 1,000): ours ${itemSizes(sample)
        .map((x) => `${x.name} ${int(x.bytes)} B`)
        .join(', ')}; ` +
        `dynamodb-geo ${int(mean(sample.map((l) => itemBytes(peerItem(l)))))} B (keys, geohash, geoJson, value, end, category)`,
    );
    // What one Query costs on this DynamoDB Local (an empty range): the floor under every search.
    const probe: number[] = [];
    for (let i = 0; i < 110; i++) {
      const { ms: took } = await timed(() =>
        readListingRange('000', '0000', '0000~', { itemsRead: 0, queries: 0 }, TABLE),
      );
      if (i >= 10) probe.push(took);
    }
    console.log(`  one Query (empty range) x100: p50 ${ms(percentile(probe, 50))}, p95 ${ms(percentile(probe, 95))}`);
    const rows: Row[] = [];
    for (const radius of RADII) {
      rows.push(await benchRadius(radius, listings, centres, peer));
      const r = rows.at(-1)!;
      console.log(
        `  ${radius} mi done at ${((performance.now() - started) / 1000).toFixed(0)} s: page 1 p95 ours ${ms(percentile(r.ours.pageMs, 95))}, dynamodb-geo ${ms(percentile(r.peer.pageMs, 95))}` +
          (r.scanError ? `; Scan failed (${r.scanError})` : ''),
      );
    }
    console.log('');
    for (const line of tables(rows)) console.log(line);
    console.log('');
    console.log(
      `${CENTRES} centres at random ZIP centroids, the same for every radius, after ${WARM_UP} warm-up calls each. Page 1 = the first distance-sorted page of ${PAGE_SIZE}: ours is searchDeals 'distance-asc' ` +
        `(total, page and its listings); dynamodb-geo's is queryRadius (it has no pager: the whole circle), then distance, sort and the first ${PAGE_SIZE}. The two run one after the other for each centre, ` +
        `the order alternating, in one process on one DynamoDB Local. Recall, "page 1 = reference" and "value page 1 = reference" compare with a brute-force haversine pass over all ${int(LOCATIONS)}; ` +
        `the peer measures distance on S2's sphere, so a point within centimetres of the edge can fall either side. Calls = Queries and BatchGetItems. Full result by value = every match ranked ` +
        `by value (rankDeals: ids, value, distance, from the cell summaries; no listing items), its order checked too. Items read count every item a call returned.` +
        (SCANS_PER_RADIUS
          ? ` Scan = paginated Scan of the whole table, haversine filter and sort in the bench, ${SCANS_PER_RADIUS} centres per radius in pages of 1,000 items.`
          : ''),
    );
    console.log(`geo bench total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await deleteBenchTable(TABLE);
    await peer.drop();
  }
}

/** `npm run bench:geo`: its own in-memory DynamoDB Local (with the other emulators, unused). */
async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geo-bench-'));
  const emulators = await startEmulators({ dataDir, inMemory: true });
  Object.assign(process.env, { AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: emulators.endpoints.dynamodb });
  resetClients();
  try {
    await geoBench();
  } finally {
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
