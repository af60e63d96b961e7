import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxDistanceMiles,
  coveringCells,
  destination,
  geohashBounds,
  geohashEncode,
  haversineMiles,
  MAX_COVERING_CELLS,
  precisionFor,
} from '#functions/model/geo.js';

const RADII = [1, 5, 10, 15, 20, 30, 50, 100, 250];

describe('haversine', () => {
  it('measures known distances in miles', () => {
    // Lawrence KS to downtown Kansas City MO: 8.85 mi north, 35.3 mi east (flat-earth check), 36.3 mi.
    expect(haversineMiles({ lat: 38.9717, lon: -95.2353 }, { lat: 39.0997, lon: -94.5786 })).toBeCloseTo(36.3, 1);
    // New York (JFK) to Los Angeles (LAX): 2,475 miles on the ellipsoid; a sphere is within 0.4 %.
    expect(
      Math.abs(haversineMiles({ lat: 40.6413, lon: -73.7781 }, { lat: 33.9416, lon: -118.4085 }) - 2475),
    ).toBeLessThan(10);
    // Across the antimeridian: one degree of longitude on the equator.
    expect(haversineMiles({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(69.09, 1);
  });
});

describe('geohash', () => {
  it('encodes the published examples', () => {
    expect(geohashEncode(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(geohashEncode(42.6, -5.6, 5)).toBe('ezs42');
    expect(geohashEncode(-25.382708, -49.265506, 11)).toBe('6gkzwgjzn82');
    expect(geohashEncode(90, 180, 3)).toBe('zzz');
    expect(geohashEncode(-90, -180, 3)).toBe('000');
  });

  it('decodes a cell to bounds that hold the encoded point', () => {
    const b = geohashBounds('ezs42');
    expect(b.latMin).toBeCloseTo(42.583, 3);
    expect(b.latMax).toBeCloseTo(42.627, 3);
    expect(b.lonMin).toBeCloseTo(-5.625, 3);
    expect(b.lonMax).toBeCloseTo(-5.581, 3);
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 1, max: 12 }),
        (lat, lon, p) => {
          const cell = geohashEncode(lat, lon, p);
          const c = geohashBounds(cell);
          expect(cell).toHaveLength(p);
          expect(lat >= c.latMin && lat <= c.latMax && lon >= c.lonMin && lon <= c.lonMax).toBe(true);
        },
      ),
    );
  });

  it('refuses bad input with a clear message', () => {
    expect(() => geohashBounds('abc')).toThrow('"abc" is not a geohash.');
    expect(() => geohashEncode(91, 0, 5)).toThrow('latitude from -90 to 90');
    expect(() => geohashEncode(0, 0, 13)).toThrow('precision must be a whole number from 1 to 12');
    expect(() => coveringCells({ lat: 40, lon: -100 }, 0)).toThrow('positive number of miles');
    expect(() => precisionFor(251)).toThrow('at most 250 miles');
  });
});

describe('cell distances', () => {
  it('bound the distance of every point of the cell, across the antimeridian too', () => {
    const center = { lat: 52, lon: 179.9 };
    const cell = geohashEncode(52.3, -179.8, 4);
    const b = geohashBounds(cell);
    const { minMiles, maxMiles } = boxDistanceMiles(center, b);
    expect(minMiles).toBeGreaterThan(0);
    expect(minMiles).toBeLessThan(40); // not the 360-degree way round
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (u, v) => {
        const d = haversineMiles(center, {
          lat: b.latMin + u * (b.latMax - b.latMin),
          lon: b.lonMin + v * (b.lonMax - b.lonMin),
        });
        expect(d).toBeGreaterThanOrEqual(minMiles - 1e-6);
        expect(d).toBeLessThanOrEqual(maxMiles + 1e-6);
      }),
    );
  });
});

// Centres over the US: lower 48, Alaska (with the Aleutians west of 180), Hawaii, Guam.
const usCenter = fc.oneof(
  fc.record({
    lat: fc.double({ min: 24.5, max: 49.4, noNaN: true }),
    lon: fc.double({ min: -124.8, max: -66.9, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 51, max: 71.4, noNaN: true }),
    lon: fc.double({ min: -180, max: -130, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 51, max: 53.5, noNaN: true }),
    lon: fc.double({ min: 172, max: 180, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 18.9, max: 22.3, noNaN: true }),
    lon: fc.double({ min: -160.3, max: -154.8, noNaN: true }),
  }),
  fc.record({
    lat: fc.double({ min: 13.2, max: 13.7, noNaN: true }),
    lon: fc.double({ min: 144.6, max: 145, noNaN: true }),
  }),
);

describe('coveringCells', () => {
  it('reads small circles in fine cells and large ones in coarser cells', () => {
    expect(RADII.map(precisionFor)).toEqual([6, 5, 5, 5, 5, 4, 4, 4, 4]);
  });

  it('holds every point within the radius, in few cells sorted nearest first', () => {
    fc.assert(
      fc.property(
        usCenter,
        fc.constantFrom(...RADII),
        fc.array(fc.tuple(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: 20,
          maxLength: 20,
        }),
        (center, radius, points) => {
          const cells = coveringCells(center, radius);
          const byCell = new Map(cells.map((c) => [c.cell, c]));
          expect(cells.length).toBeLessThanOrEqual(MAX_COVERING_CELLS);
          expect(byCell.size).toBe(cells.length);
          for (let i = 1; i < cells.length; i++)
            expect(cells[i]!.minMiles).toBeGreaterThanOrEqual(cells[i - 1]!.minMiles);
          expect(cells[0]!.minMiles).toBe(0);
          expect(cells.every((c) => c.minMiles <= radius + 1e-6 && c.maxMiles >= c.minMiles)).toBe(true);
          // Random points by bearing and distance, plus points right on the circle's edge.
          const precision = precisionFor(radius);
          for (const [bearing, u] of [...points, [0, 1], [90, 1], [180, 1], [270, 1]] as [number, number][]) {
            const p = destination(center, bearing, radius * Math.sqrt(u) * (1 - 1e-9));
            const hit = byCell.get(geohashEncode(p.lat, p.lon, precision));
            expect(hit, `${p.lat},${p.lon} at ${radius} mi from ${center.lat},${center.lon}`).toBeDefined();
            const d = haversineMiles(center, p);
            expect(d).toBeGreaterThanOrEqual(hit!.minMiles - 1e-6);
            expect(d).toBeLessThanOrEqual(hit!.maxMiles + 1e-6);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its bounds true for a point centimetres from the centre (arccosine precision)', () => {
    // fast-check's counterexample: a centre on the antimeridian and a point 3.5e-5 miles away.
    const center = { lat: 51.00000000000003, lon: -179.9999998954288 };
    const p = destination(center, 187.44640976141298, 10 * Math.sqrt(1.230971173920577e-11) * (1 - 1e-9));
    const hit = coveringCells(center, 10).find((c) => c.cell === geohashEncode(p.lat, p.lon, precisionFor(10)));
    expect(hit).toBeDefined();
    expect(haversineMiles(center, p)).toBeGreaterThanOrEqual(hit!.minMiles);
    expect(haversineMiles(center, p)).toBeLessThanOrEqual(hit!.maxMiles);
  });

  it('leaves out cells beyond the radius', () => {
    const center = { lat: 39.0997, lon: -94.5786 };
    const cells = coveringCells(center, 10);
    const ring = coveringCells(center, 30, 5).filter((c) => c.minMiles > 10.5);
    expect(ring.length).toBeGreaterThan(0);
    const kept = new Set(cells.map((c) => c.cell));
    expect(ring.some((c) => kept.has(c.cell))).toBe(false);
  });
});
