import { describe, expect, it } from 'vitest';
import { coveringCells, destination, geohashEncode, haversineMiles, type LatLon } from '#functions/model/geo.js';
import { readCells, readCircle } from '#functions/core/deals/search.js';
import type { RangeReader, ReadStats } from '#functions/model/geo.js';

// The circle read shared by every index of the geo table's layout (deal listings, providers):
// given a centre, a radius and a range reader over any item with a point, it returns exactly the
// items within the radius, nearest first, reading the covering cells' runs.

interface Thing extends LatLon {
  id: string;
  kind: 'a' | 'b';
}

/** Items in 3-character partitions sorted by 9-character geohash, as the geo table holds them. */
class FakeIndex implements RangeReader<Thing> {
  private parts = new Map<string, { sk: string; item: Thing }[]>();
  constructor(items: Thing[]) {
    for (const item of items) {
      const gh = geohashEncode(item.lat, item.lon, 9);
      const part = this.parts.get(gh.slice(0, 3)) ?? [];
      part.push({ sk: `${gh}#${item.id}`, item });
      this.parts.set(gh.slice(0, 3), part);
    }
  }
  async readRange(cell3: string, from: string, to: string, stats: ReadStats) {
    const found = (this.parts.get(cell3) ?? []).filter((x) => x.sk >= from && x.sk <= to).map((x) => x.item);
    stats.queries++;
    stats.itemsRead += found.length;
    return found;
  }
}

/** A deterministic scatter of items up to `miles` around p (a small LCG, no Math.random). */
function scatter(p: LatLon, miles: number, count: number): Thing[] {
  let s = 12345;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => ({
    id: `t${i}`,
    kind: i % 3 === 0 ? 'b' : 'a',
    ...destination(p, next() * 360, miles * Math.sqrt(next())),
  }));
}

describe('readCircle', () => {
  const center = { lat: 38.97, lon: -95.24 };
  const things = scatter(center, 70, 3000);
  const index = new FakeIndex(things);

  it.each([1, 5, 10, 25, 50])(
    'returns exactly the items within %s miles, nearest first, with their distance',
    async (radius) => {
      const stats = { itemsRead: 0, queries: 0 };
      const hits = await readCircle(index, center, radius, undefined, stats);
      const expected = things.filter((t) => haversineMiles(center, t) <= radius);
      expect(hits.map((h) => h.id).sort()).toEqual(expected.map((t) => t.id).sort());
      expect(hits.every((h, i) => i === 0 || hits[i - 1]!.distance <= h.distance)).toBe(true);
      for (const h of hits) expect(h.distance).toBeCloseTo(haversineMiles(center, h), 9);
      expect(stats.queries).toBeGreaterThan(0);
    },
  );

  it('keeps only the items the filter accepts', async () => {
    const hits = await readCircle(index, center, 25, (t) => t.kind === 'b');
    expect(hits.map((h) => h.id).sort()).toEqual(
      things
        .filter((t) => t.kind === 'b' && haversineMiles(center, t) <= 25)
        .map((t) => t.id)
        .sort(),
    );
  });

  it('finds nothing in an empty index and where no item is near', async () => {
    expect(await readCircle(new FakeIndex([]), center, 50)).toEqual([]);
    expect(await readCircle(index, { lat: 44.5, lon: -110.5 }, 50)).toEqual([]);
  });

  it('readCells returns no item of a cell it was not asked for, even one a run spans', async () => {
    const cover = coveringCells(center, 10);
    const some = cover.filter((_, i) => i % 2 === 0);
    const asked = new Set(some.map((c) => c.cell));
    const hits = await readCells(index, center, 10, some, { itemsRead: 0, queries: 0 });
    const expected = things.filter(
      (t) => asked.has(geohashEncode(t.lat, t.lon, some[0]!.cell.length)) && haversineMiles(center, t) <= 10,
    );
    expect(hits.map((h) => h.id).sort()).toEqual(expected.map((t) => t.id).sort());
  });
});
