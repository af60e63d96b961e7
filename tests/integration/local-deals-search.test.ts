import { beforeAll, describe, expect, it } from 'vitest';
import { destination, geohashBounds, geohashEncode, haversineMiles, type LatLon } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { addListing, removeListing } from '#functions/db/deal-index-repo.js';
import { fill, LOCAL_DEALS } from '#shared/constants.js';
import { Client, post, useLocalAws } from '../support/live-env.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// Local deals search through the portal's HTTP API on DynamoDB Local. Each test puts its own
// listings in the shared geo index under a category (and a word) of its own, so demo deals and
// other tests never mix in; the category filter exercises the cell counters, the word the full read.

beforeAll(() => useLocalAws());

const RUN = `t${process.pid}${Date.now().toString(36)}`;
const DAY = 86_400_000;
let serial = 0;

function listing(at: LatLon, tag: string, over: Partial<Listing> = {}): Listing {
  const n = serial++;
  return {
    dealId: `${RUN}-d${n}`,
    locationId: `${RUN}-l${n}`,
    bpId: `${RUN}-bp`,
    lat: at.lat,
    lon: at.lon,
    businessName: `${tag} Shop ${n}`,
    value: `${n % 40}% off`,
    description: 'Test deal',
    dollarValue: ((n * 37) % 100) + 0.5,
    logo: 'logos/x.svg',
    address: `${n} Test St`,
    city: 'Town',
    state: 'ST',
    zipcode: '00000',
    hideAddress: 0,
    categories: [{ category: tag, subcategories: ['Sub A'] }],
    endsAt: Date.now() + 30 * DAY,
    ...over,
  };
}

async function add(listings: Listing[]) {
  for (const l of listings) await addListing(l);
  return listings;
}

interface DealRow {
  dealId: string;
  locationId: string;
  DISTANCE: number;
  dollarValue: number;
  address: string;
  hideAddress: number;
}
interface ListReply {
  success: boolean;
  deals: DealRow[];
  total: number;
  page: number;
  pages: number;
  zip: string;
  radius: number;
  message?: string;
}

async function search(payload: Record<string, unknown>, path = 'b2c/listdealsbycategory'): Promise<ListReply> {
  const reply = await post(path, { payload });
  expect(reply.status, reply.text).toBe(200);
  return reply.json as unknown as ListReply;
}

async function allPages(payload: Record<string, unknown>, path?: string): Promise<{ rows: DealRow[]; total: number }> {
  const first = await search({ ...payload, page: 1 }, path);
  const rows = [...first.deals];
  for (let page = 2; page <= first.pages; page++) {
    const next = await search({ ...payload, page }, path);
    expect(next.total).toBe(first.total);
    rows.push(...next.deals);
  }
  return { rows, total: first.total };
}

const ids = (rows: { locationId: string }[]) => rows.map((r) => r.locationId).sort();

describe('local deals search on the local portal', () => {
  it('finds exactly the listings inside the circle at the US extremes (Alaska, Hawaii, Maine, Florida Keys)', async () => {
    for (const zip of ['99950', '96720', '04619', '33040']) {
      const tag = `${RUN} extreme ${zip}`;
      const center = await zipCentroid(zip);
      const mine = await add(
        [0.3, 4.9, 9.95, 10.05, 14, 49.9, 50.1, 80].flatMap((miles, i) => [
          listing(destination(center, i * 47, miles), tag),
          listing(destination(center, 200 + i * 13, miles), tag),
        ]),
      );
      for (const radius of [10, 50]) {
        const expected = mine.filter((l) => haversineMiles(center, l) <= radius);
        const { rows, total } = await allPages({ category: tag, zipcode: zip, radius });
        expect(total, `${zip} ${radius} mi`).toBe(expected.length);
        expect(ids(rows)).toEqual(ids(expected));
      }
    }
  });

  it('finds listings on both sides of geohash cell edges, with exact totals', async () => {
    const tag = `${RUN} edges`;
    const center = await zipCentroid('66044');
    const cell = geohashBounds(geohashEncode(center.lat, center.lon, 4));
    const eps = 1e-6;
    const points: LatLon[] = [];
    // Just inside and just outside each edge of the centre's 4-character cell and of a 5-character one.
    for (const b of [cell, geohashBounds(geohashEncode(center.lat + 0.05, center.lon + 0.05, 5))]) {
      const midLat = (b.latMin + b.latMax) / 2;
      const midLon = (b.lonMin + b.lonMax) / 2;
      points.push(
        { lat: b.latMax - eps, lon: midLon },
        { lat: b.latMax + eps, lon: midLon },
        { lat: b.latMin - eps, lon: midLon },
        { lat: b.latMin + eps, lon: midLon },
        { lat: midLat, lon: b.lonMax - eps },
        { lat: midLat, lon: b.lonMax + eps },
        { lat: midLat, lon: b.lonMin - eps },
        { lat: midLat, lon: b.lonMin + eps },
      );
    }
    const mine = await add(points.map((p) => listing(p, tag)));
    for (const radius of [10, 30, 100]) {
      const expected = mine.filter((l) => haversineMiles(center, l) <= radius);
      const { rows, total } = await allPages({ category: tag, zipcode: '66044', radius });
      expect(total, `${radius} mi`).toBe(expected.length);
      expect(ids(rows)).toEqual(ids(expected));
    }
  });

  it('never returns an expired or removed (disabled) listing, and the total leaves them out', async () => {
    const tag = `${RUN} live`;
    const center = await zipCentroid('37064');
    const live = await add(
      Array.from({ length: 40 }, (_, i) => listing(destination(center, i * 9, 2 + (i % 60)), tag)),
    );
    const expired = await add([
      listing(destination(center, 10, 3), tag, { endsAt: Date.now() - DAY }),
      listing(destination(center, 90, 40), tag, { endsAt: Date.now() - 1 }),
    ]);
    const disabled = await add([listing(destination(center, 45, 5), tag), listing(destination(center, 135, 70), tag)]);
    for (const l of disabled) await removeListing(l);
    for (const sort of LOCAL_DEALS.sorts) {
      const { rows, total } = await allPages({ category: tag, zipcode: '37064', radius: 100, sort });
      expect(total).toBe(live.length);
      expect(ids(rows)).toEqual(ids(live));
      for (const gone of [...expired, ...disabled])
        expect(rows.some((r) => r.locationId === gone.locationId)).toBe(false);
    }
  });

  it('pages 1..n together equal the whole sorted result with no duplicates, for every sort', async () => {
    const tag = `${RUN} paging`;
    const center = await zipCentroid('66044');
    const mine = await add(
      Array.from({ length: 75 }, (_, i) => listing(destination(center, (i * 137) % 360, 0.5 + ((i * 7) % 90)), tag)),
    );
    for (const sort of LOCAL_DEALS.sorts) {
      const { rows, total } = await allPages({ category: tag, zipcode: '66044', radius: 100, sort });
      expect(total).toBe(75);
      expect(rows).toHaveLength(75);
      expect(new Set(rows.map((r) => r.locationId)).size).toBe(75);
      const key = (r: DealRow) => (sort.startsWith('distance') ? r.DISTANCE : r.dollarValue);
      for (let i = 1; i < rows.length; i++) {
        if (sort.endsWith('asc')) expect(key(rows[i]!)).toBeGreaterThanOrEqual(key(rows[i - 1]!));
        else expect(key(rows[i]!)).toBeLessThanOrEqual(key(rows[i - 1]!));
      }
    }
    expect(mine).toHaveLength(75);
    // A page past the last answers the last page.
    const clamped = await search({ category: tag, zipcode: '66044', radius: 100, page: 99 });
    expect(clamped).toMatchObject({ page: 3, pages: 3, total: 75 });
    expect(clamped.deals).toHaveLength(15);
  });

  it('matches text in the business name, value or description, case-insensitively, and narrows a category by subcategory', async () => {
    const tag = `${RUN} text`;
    const word = `zq${RUN}`;
    const center = await zipCentroid('66044');
    const named = await add([
      listing(destination(center, 0, 1), tag, { businessName: `The ${word.toUpperCase()} Bakery` }),
      listing(destination(center, 90, 2), tag, {
        value: `${word} special`,
        categories: [{ category: tag, subcategories: ['Sub B'] }],
      }),
      listing(destination(center, 180, 3), tag, { description: `Ask for ${word}` }),
    ]);
    await add([listing(destination(center, 270, 4), tag)]);
    const text = await allPages({ criteria: word, zipcode: '66044', radius: 50 }, 'b2c/listdeals');
    expect(ids(text.rows)).toEqual(ids(named));
    const sub = await search({ category: tag, subCategory: 'Sub B', zipcode: '66044', radius: 50 });
    expect(sub.deals.map((d) => d.locationId)).toEqual([named[1]!.locationId]);
    const both = await search({ category: tag, criteria: word.toUpperCase(), zipcode: '66044', radius: 50 });
    expect(both.total).toBe(3);
  });

  it('never sends a hidden street address', async () => {
    const tag = `${RUN} hidden`;
    const center = await zipCentroid('66044');
    await add([listing(destination(center, 0, 1), tag, { hideAddress: 1, address: '99 Secret Lane' })]);
    const reply = await post('b2c/listdealsbycategory', { payload: { category: tag, zipcode: '66044', radius: 10 } });
    expect(reply.text).not.toContain('Secret Lane');
    expect((reply.json as unknown as ListReply).deals[0]).toMatchObject({ hideAddress: 1, address: '' });
  });

  it("searches around the co-op's ZIP for a visitor and the member's ZIP when signed in, and says which", async () => {
    const visitor = await search({ criteria: '', radius: 10 }, 'b2c/listdeals');
    expect(visitor).toMatchObject({ zip: '66044', radius: 10 });
    const member = new Client();
    const login = await member.post('outside/login', {
      email: 'member@riverbend.example',
      password: 'Copper%Harbor58',
    });
    expect(login.status, login.text).toBe(200);
    const mine = await member.post('b2c/listdeals', { payload: { radius: 5 } });
    expect(mine.json).toMatchObject({ success: true, zip: '37064', radius: 5 });
    const categories = await member.post('b2c/localdealscategories', {});
    expect(categories.json).toMatchObject({ success: true, zip: '37064' });
  });

  it('answers bad input with a clear 400 and no 5xx', async () => {
    const unknown = await post('b2c/listdeals', { payload: { zipcode: '00000', radius: 50 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(fill(DEALS_MESSAGES.zipUnknown, { zip: '00000' }));
    expect((await post('b2c/listdeals', { payload: { zipcode: '1234', radius: 50 } })).json.message).toBe(
      'Please enter a 5-digit ZIP code',
    );
    expect((await post('b2c/listdeals', { payload: { radius: 7 } })).json.message).toBe(
      'Please choose a distance from the list',
    );
    expect((await post('b2c/listdeals', { payload: { radius: 50, sort: 'random' } })).json.message).toBe(
      'Please choose a sort from the list',
    );
    expect((await post('b2c/listdeals', { payload: { radius: 50, page: 0 } })).json.message).toBe(
      'Please choose a page number',
    );
    const junk: unknown[] = [
      null,
      [],
      'x',
      { payload: null },
      { payload: { criteria: 5 } },
      { payload: { criteria: 'x'.repeat(101) } },
      { payload: { category: {} } },
      { payload: { page: 1.5 } },
      { payload: { radius: '50; drop' } },
    ];
    for (const body of junk) {
      for (const path of ['b2c/listdeals', 'b2c/listdealsbycategory', 'b2c/localdealscategories']) {
        const reply = await post(path, body);
        expect(reply.status, `${path} ${JSON.stringify(body)}: ${reply.text}`).toBeLessThan(500);
      }
    }
  });
});
