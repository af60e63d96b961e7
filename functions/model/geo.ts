// Pure geometry for the deal-location geo index: haversine distances, geohash cells, and the set of
// cells that covers a search circle, nearest first. No I/O; functions/db stores and queries the cells.

export const EARTH_RADIUS_MILES = 3958.8;

export interface LatLon {
  lat: number;
  lon: number;
}

export interface CellBounds {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
}

export interface CoveringCell {
  cell: string;
  /** Smallest distance in miles from the centre to any point of the cell. */
  minMiles: number;
  /** Largest distance in miles from the centre to any point of the cell. */
  maxMiles: number;
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
const RAD = Math.PI / 180;

/**
 * Geohash precision a search circle is read in (miles, upper bound inclusive): small enough that
 * the cells crossing the edge add little beyond the circle, large enough that the sort-key runs
 * stay few. Listings are stored once at full precision (functions/db/deal-index-repo.ts), so any
 * precision is a key range; `npm run bench` prints what each radius reads.
 */
export const PRECISION_TABLE: readonly { maxMiles: number; precision: number }[] = [
  { maxMiles: 2, precision: 6 },
  { maxMiles: 20, precision: 5 },
  { maxMiles: 250, precision: 4 },
];

/** Most cells a cover at precisionFor(radius) returns for US centres (250 miles at 71 degrees north). */
export const MAX_COVERING_CELLS = 2600;

export const MAX_RADIUS_MILES = 250;

/** Geohash precision searched for a radius; radii over 250 miles are refused. */
export function precisionFor(radiusMiles: number): number {
  checkRadius(radiusMiles);
  const row = PRECISION_TABLE.find((r) => radiusMiles <= r.maxMiles);
  if (!row) throw new RangeError(`The radius must be at most ${MAX_RADIUS_MILES} miles.`);
  return row.precision;
}

/** Great-circle distance in miles. */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point reached from `from` after `miles` along the initial bearing (degrees clockwise from north). */
export function destination(from: LatLon, bearingDeg: number, miles: number): LatLon {
  const d = miles / EARTH_RADIUS_MILES;
  const phi = from.lat * RAD;
  const theta = bearingDeg * RAD;
  const lat2 = Math.asin(Math.sin(phi) * Math.cos(d) + Math.cos(phi) * Math.sin(d) * Math.cos(theta));
  const lon2 =
    from.lon * RAD +
    Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(phi), Math.cos(d) - Math.sin(phi) * Math.sin(lat2));
  return { lat: lat2 / RAD, lon: normalizeLon(lon2 / RAD) };
}

function normalizeLon(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon;
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

function checkPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 1 || precision > 12) {
    throw new RangeError('The geohash precision must be a whole number from 1 to 12.');
  }
}

function checkPoint(p: LatLon): void {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon) || p.lat < -90 || p.lat > 90) {
    throw new RangeError('A location needs a latitude from -90 to 90 and a finite longitude.');
  }
}

function checkRadius(radiusMiles: number): void {
  if (!Number.isFinite(radiusMiles) || radiusMiles <= 0) {
    throw new RangeError('The radius must be a positive number of miles.');
  }
}

/** Bits of longitude and latitude in a geohash of this precision (longitude takes the odd bit). */
function gridOf(precision: number): { lonCells: number; latCells: number; cellLon: number; cellLat: number } {
  const bits = 5 * precision;
  const lonCells = 2 ** Math.ceil(bits / 2);
  const latCells = 2 ** Math.floor(bits / 2);
  return { lonCells, latCells, cellLon: 360 / lonCells, cellLat: 180 / latCells };
}

/** Geohash of the cell at row `latIndex`, column `lonIndex` of the grid (interleaved, longitude first). */
function cellAt(latIndex: number, lonIndex: number, precision: number): string {
  const bits = 5 * precision;
  let lonBit = Math.ceil(bits / 2);
  let latBit = Math.floor(bits / 2);
  let out = '';
  let chunk = 0;
  for (let k = 0; k < bits; k++) {
    // Indexes stay below 2^30 (precision <= 12), so bit operations are exact.
    const bit = k % 2 === 0 ? (lonIndex >>> --lonBit) & 1 : (latIndex >>> --latBit) & 1;
    chunk = (chunk << 1) | bit;
    if (k % 5 === 4) {
      out += BASE32[chunk];
      chunk = 0;
    }
  }
  return out;
}

function indexesOf(p: LatLon, precision: number): { latIndex: number; lonIndex: number } {
  const g = gridOf(precision);
  const lon = normalizeLon(p.lon);
  return {
    latIndex: gridIndex(p.lat, -90, g.cellLat, g.latCells),
    lonIndex: gridIndex(lon, -180, g.cellLon, g.lonCells),
  };
}

/**
 * Cell index of a value on a grid, exactly as the reference bisection would give it: the edges
 * (origin + i * size) are exact binary fractions, so they are compared directly after a first guess
 * that rounding can put one off. The top edge (lat 90, lon 180) belongs to the last cell.
 */
function gridIndex(value: number, origin: number, size: number, count: number): number {
  let i = Math.min(count - 1, Math.max(0, Math.floor((value - origin) / size)));
  while (i > 0 && value < origin + i * size) i--;
  while (i < count - 1 && value >= origin + (i + 1) * size) i++;
  return i;
}

/** Geohash of a point at a precision from 1 to 12 characters. */
export function geohashEncode(lat: number, lon: number, precision: number): string {
  checkPrecision(precision);
  checkPoint({ lat, lon });
  const { latIndex, lonIndex } = indexesOf({ lat, lon }, precision);
  return cellAt(latIndex, lonIndex, precision);
}

/** Latitude and longitude bounds of a geohash cell. */
export function geohashBounds(cell: string): CellBounds {
  checkPrecision(cell.length);
  let latIndex = 0;
  let lonIndex = 0;
  let k = 0;
  for (const ch of cell.toLowerCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new RangeError(`"${cell}" is not a geohash.`);
    for (let b = 4; b >= 0; b--, k++) {
      const bit = (value >> b) & 1;
      if (k % 2 === 0) lonIndex = lonIndex * 2 + bit;
      else latIndex = latIndex * 2 + bit;
    }
  }
  const g = gridOf(cell.length);
  return {
    latMin: -90 + latIndex * g.cellLat,
    latMax: -90 + (latIndex + 1) * g.cellLat,
    lonMin: -180 + lonIndex * g.cellLon,
    lonMax: -180 + (lonIndex + 1) * g.cellLon,
  };
}

/**
 * Cosine of the angle from the centre to the nearest (pick 'min') or farthest ('max') point of the
 * meridian segment at longitude offset dLon between latitudes a and b (radians). Along a meridian
 * the cosine is A*cos(phi - t), a single bump, so the extreme lies at t (or t + pi) or an endpoint.
 */
function meridianExtreme(phi: number, dLon: number, a: number, b: number, pick: 'min' | 'max'): number {
  const f = (x: number) => Math.sin(phi) * Math.sin(x) + Math.cos(phi) * Math.cos(x) * Math.cos(dLon);
  const t = Math.atan2(Math.sin(phi), Math.cos(phi) * Math.cos(dLon));
  const candidates = [a, b];
  for (const x of [t, t + Math.PI, t - Math.PI]) if (x >= a && x <= b) candidates.push(x);
  const values = candidates.map(f);
  return pick === 'max' ? Math.max(...values) : Math.min(...values);
}

/** Longitude offset from lon to the interval [lonMin, lonMax], in (-180, 180], or 0 when inside. */
function lonOffset(lon: number, edge: number): number {
  let d = lon - edge;
  while (d > 180) d -= 360;
  while (d <= -180) d += 360;
  return d;
}

function lonInside(lon: number, b: CellBounds): boolean {
  const from = lonOffset(lon, b.lonMin);
  const span = b.lonMax - b.lonMin;
  return span >= 360 || ((from % 360) + 360) % 360 <= span;
}

const toMiles = (cosAngle: number) => EARTH_RADIUS_MILES * Math.acos(Math.max(-1, Math.min(1, cosAngle)));

/** Smallest and largest distance in miles from a point to any point of a lat/lon box. */
export function boxDistanceMiles(center: LatLon, b: CellBounds): { minMiles: number; maxMiles: number } {
  const phi = center.lat * RAD;
  const a = b.latMin * RAD;
  const top = b.latMax * RAD;
  // Nearest: straight along the meridian when the centre's longitude crosses the box; otherwise on a
  // meridian edge (along a parallel the nearest point is always the nearer end, a corner).
  let minMiles: number;
  if (lonInside(center.lon, b)) {
    minMiles =
      center.lat < b.latMin
        ? (b.latMin - center.lat) * RAD * EARTH_RADIUS_MILES
        : center.lat > b.latMax
          ? (center.lat - b.latMax) * RAD * EARTH_RADIUS_MILES
          : 0;
  } else {
    const west = meridianExtreme(phi, lonOffset(center.lon, b.lonMin) * RAD, a, top, 'max');
    const east = meridianExtreme(phi, lonOffset(center.lon, b.lonMax) * RAD, a, top, 'max');
    minMiles = toMiles(Math.max(west, east));
  }
  // Farthest: on the meridian farthest in longitude, which is an edge or the antipodal meridian.
  const edges = [b.lonMin, b.lonMax];
  if (lonInside(normalizeLon(center.lon + 180), b)) edges.push(center.lon + 180);
  const far = Math.min(...edges.map((lon) => meridianExtreme(phi, lonOffset(center.lon, lon) * RAD, a, top, 'min')));
  // Widened by the error of an arccosine near 1 (about 6e-5 miles for points centimetres apart),
  // so both stay true bounds: a point is never nearer than minMiles nor farther than maxMiles.
  return { minMiles: Math.max(0, minMiles - BOUND_SLACK_MILES), maxMiles: toMiles(far) + BOUND_SLACK_MILES };
}

/** Floating-point slack of boxDistanceMiles' bounds (16 cm). */
const BOUND_SLACK_MILES = 1e-4;

/** Tolerance for floating-point error at the circle's edge: keeping a cell too many is harmless. */
const EDGE_SLACK_MILES = 1e-6;

/**
 * Geohash cells (at precisionFor(radius), or the given precision) that together hold every point
 * within radiusMiles of the centre, sorted by their nearest possible distance, so a distance-sorted
 * page can stop once its last hit is nearer than the next cell's minMiles. Cells wholly outside the
 * circle are left out; a cell with maxMiles <= radius needs no distance filter.
 */
export function coveringCells(
  center: LatLon,
  radiusMiles: number,
  precision = precisionFor(radiusMiles),
): CoveringCell[] {
  checkPoint(center);
  checkRadius(radiusMiles);
  checkPrecision(precision);
  const c = { lat: center.lat, lon: normalizeLon(center.lon) };
  const g = gridOf(precision);
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = angle / RAD;
  const latLow = Math.max(-90, c.lat - dLat);
  const latHigh = Math.min(90, c.lat + dLat);
  // Widest longitude reach of a spherical cap; a cap over a pole spans every longitude.
  const s = Math.sin(angle) / Math.cos(c.lat * RAD);
  const allLons = c.lat + dLat >= 90 || c.lat - dLat <= -90 || angle >= Math.PI / 2 || !(s < 1);
  const dLon = allLons ? 180 : Math.asin(s) / RAD;

  const rowLow = indexesOf({ lat: latLow, lon: 0 }, precision).latIndex;
  const rowHigh = indexesOf({ lat: latHigh, lon: 0 }, precision).latIndex;
  const colFrom = Math.floor((c.lon - dLon + 180) / g.cellLon);
  const colTo = Math.min(colFrom + g.lonCells - 1, Math.floor((c.lon + dLon + 180) / g.cellLon));

  const out: CoveringCell[] = [];
  for (let row = rowLow; row <= rowHigh; row++) {
    for (let col = colFrom; col <= colTo; col++) {
      const wrapped = ((col % g.lonCells) + g.lonCells) % g.lonCells;
      const cell = cellAt(row, wrapped, precision);
      const { minMiles, maxMiles } = boxDistanceMiles(c, geohashBounds(cell));
      if (minMiles <= radiusMiles + EDGE_SLACK_MILES) out.push({ cell, minMiles, maxMiles });
    }
  }
  return out.sort((x, y) => x.minMiles - y.minMiles || x.cell.localeCompare(y.cell));
}

/** What a read cost, for the search's stop rule and the benchmark's figures. */
export interface ReadStats {
  itemsRead: number;
  queries: number;
  /** Listings read as lines of cell summaries (deal search). */
  linesRead?: number;
  /** BatchGetItem calls (deal search: the page's listing items). */
  gets?: number;
}

/**
 * Sort-key range reads of one geo index (items of any kind with a point, in 3-character cell
 * partitions sorted by geohash): the deal index, the provider index, or a test's fake.
 */
export interface RangeReader<T extends LatLon> {
  readRange(cell3: string, from: string, to: string, stats: ReadStats): Promise<T[]>;
}
