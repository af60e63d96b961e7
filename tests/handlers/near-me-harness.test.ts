import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { permissionsFor } from '#infra/lib/permissions.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { fill } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { DEALS_MESSAGES, NEAR_ME_MESSAGES } from '#shared/schemas/deals-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';

// "Use my location" on b2c/listdeals and b2c/listdealsbycategory under their own IAM role: a point
// inside co-op 323's served area is searched around (rounded to about 100 m), one outside or
// malformed is a clear 400 that writes nothing, and no log line carries the point.

const harness = installIamHarness();
afterAll(() => harness.restore());

const WRITE = /PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems/;
const writes = () => harness.calls.filter((c) => WRITE.test(c.action));
const coop = DEMO_COOPS.find((c) => c.record.plid === FIXTURE.plid)!.record;

/** A visitor's search on co-op 323's site. */
const search = (path: RoutePath, payload: unknown) => callRoute(path, { key: String(FIXTURE.plid), payload });

describe.each(['b2c/listdeals', 'b2c/listdealsbycategory'] as const)('%s near a point', (path) => {
  const extra = path === 'b2c/listdealsbycategory' ? { category: 'Dining' } : {};

  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(routes[path]));
  });

  it('lists the deals around a point in the served area, from the point rounded to 3 decimals, and logs no coordinate', async () => {
    // A kilometre from the fixture's listing (38.96, -95.25); its nearest ZIP is the served 66044.
    const res = await search(path, { ...extra, point: { lat: 38.95149, lng: -95.25349 }, radius: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({ success: true, zip: null, nearLocation: true, radius: 5, total: 1 });
    const [deal] = res.body.deals as { dealId: string; DISTANCE: number }[];
    expect(deal!.dealId).toBe('harness-deal');
    // Measured from (38.951, -95.253): 0.62 from the finer point sent, 0.88 from the ZIP's centroid.
    expect(deal!.DISTANCE).toBe(0.64);
    expect(writes()).toEqual([]);
    expect(res.logs.length).toBeGreaterThan(0);
    for (const text of ['38.95', '95.25']) expect(res.logs.filter((l) => l.includes(text))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/38\.95|95\.25/);
  });

  it("refuses a point outside the co-op's served area with a message naming the co-op, writing nothing", async () => {
    const res = await search(path, { ...extra, point: { lat: 36.161, lng: -86.779 }, radius: 50 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(fill(NEAR_ME_MESSAGES.locationOutside, { coop: coop.displayName }));
    expect(writes()).toEqual([]);
    expect(res.logs.filter((l) => l.includes('36.16') || l.includes('86.77'))).toEqual([]);
  });

  it('refuses a point in no ZIP the portal knows (mid-Atlantic) like one outside', async () => {
    const res = await search(path, { ...extra, point: { lat: 35, lng: -40 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(fill(NEAR_ME_MESSAGES.locationOutside, { coop: coop.displayName }));
  });

  it.each([
    ['a latitude past 90', { lat: 90.5, lng: -95 }],
    ['a longitude past 180', { lat: 38, lng: -180.01 }],
    ['strings', { lat: '38.95', lng: '-95.25' }],
    ['a missing longitude', { lat: 38.95 }],
    ['null coordinates', { lat: null, lng: null }],
    ['a field more', { lat: 38.95, lng: -95.25, accuracy: 10 }],
    ['a list', [38.95, -95.25]],
  ])('refuses %s with the location message and writes nothing', async (_, point) => {
    const res = await search(path, { ...extra, point });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toContain(DEALS_MESSAGES.locationInvalid);
    expect(writes()).toEqual([]);
  });

  it('refuses an infinite coordinate (1e999 in the JSON) and NaN (no JSON at all) with a 400', async () => {
    const body = (lat: string) =>
      `{"key":"${FIXTURE.plid}","payload":{${path === 'b2c/listdealsbycategory' ? '"category":"Dining",' : ''}"point":{"lat":${lat},"lng":-95.25}}}`;
    const infinite = await callRoute(path, body('1e999'), { raw: true });
    expect(infinite.status).toBe(400);
    expect(infinite.body.message).toContain(DEALS_MESSAGES.locationInvalid);
    expect((await callRoute(path, body('NaN'), { raw: true })).status).toBe(400);
    expect(writes()).toEqual([]);
  });

  it('refuses a ZIP and a point together', async () => {
    const res = await search(path, { ...extra, zipcode: FIXTURE.zip, point: { lat: 38.95, lng: -95.25 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(NEAR_ME_MESSAGES.zipOrLocation);
  });

  it('still searches around a ZIP, which says so', async () => {
    const res = await search(path, { ...extra, zipcode: FIXTURE.zip, point: null, radius: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ zip: FIXTURE.zip, total: 1 });
    expect(res.body.nearLocation).toBeUndefined();
  });
});
