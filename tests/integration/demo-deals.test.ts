import { GetObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { geohashEncode, haversineMiles } from '#functions/model/geo.js';
import { cellRecord, listingGeohash, SUMMARY_CELL_PRECISION } from '#functions/model/listing.js';
import { config } from '#functions/config.js';
import { batchGet } from '#functions/db/batch-get.js';
import { s3Client } from '#functions/db/clients.js';
import { readCellSummaries } from '#functions/db/deal-index-repo.js';
import { getCategories } from '#functions/db/deals-repo.js';
import { keys } from '#functions/db/keys.js';
import { queryAll } from '#functions/db/query-all.js';
import { DEAL_CATEGORIES, demoZipList, generateDemoDeals, type DemoDeals } from '#infra/local/demo-deals.js';
import { nearDemoPartners } from '#infra/local/seed.js';
import { useLocalAws } from '../support/live-env.js';

// The demo local deals in the local portal's tables after the seed: the same data the generator
// makes (it is deterministic), listings of live offers only, counters for the cells they lie in.
// The test portal loads the partners near the demo co-ops (nearDemoPartners); the whole country's
// load is checked item by item in tests/infra/demo-deals-load.test.ts.

let deals: DemoDeals;
beforeAll(() => {
  useLocalAws();
  const all = generateDemoDeals();
  const near = nearDemoPartners(all);
  const loaded = <T extends { bpId: string }>(items: T[]) => items.filter((i) => near.has(i.bpId));
  deals = {
    ...all,
    partners: loaded(all.partners),
    locations: loaded(all.locations),
    offers: loaded(all.offers),
    listings: loaded(all.listings),
  };
});

const listingsOf = (dealId: string) =>
  queryAll({
    TableName: config().tables.geo,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.dealLocations(dealId, '').gsi1pk },
  });

describe('demo local deals after the seed', () => {
  it('holds every listing of a live deal at two places, as the generator made them', async () => {
    const counts = new Map<string, number>();
    for (const l of deals.listings) counts.set(l.dealId, (counts.get(l.dealId) ?? 0) + 1);
    const [dealId] = [...counts].find(([, n]) => n >= 2)!;
    const expected = deals.listings.filter((l) => l.dealId === dealId);
    const stored = await listingsOf(expected[0]!.dealId);
    expect(stored.map((i) => i.locationId).sort()).toEqual(expected.map((l) => l.locationId).sort());
    for (const l of expected) {
      const item = stored.find((i) => i.locationId === l.locationId)!;
      expect(item).toMatchObject({ ...l, ...keys.dealListing(listingGeohash(l), l.dealId, l.locationId) });
    }
    // Its partner, offer and locations are in the core table too.
    const k = [
      keys.partner(expected[0]!.bpId),
      keys.partnerOffer(expected[0]!.bpId, expected[0]!.dealId),
      ...expected.map((l) => keys.partnerLocation(l.bpId, l.locationId)),
    ];
    const found = await batchGet(config().tables.core, k);
    for (const key of k) expect(found(key), key.sk).toBeDefined();
    expect(found(k[1]!)).toMatchObject({ status: 1, ...keys.offerById(expected[0]!.dealId) });
  });

  it('lists no disabled offer, inactive partner or disabled location, though their records are there', async () => {
    const partners = new Map(deals.partners.map((p) => [p.bpId, p]));
    const locations = new Map(deals.locations.map((l) => [l.locationId, l]));
    const disabled = deals.offers.find((o) => o.status === 0 && partners.get(o.bpId)!.status === 1)!;
    const ofInactive = deals.offers.find((o) => o.status === 1 && partners.get(o.bpId)!.status === 0)!;
    const withDisabledPlace = deals.offers.find(
      (o) =>
        o.status === 1 &&
        partners.get(o.bpId)!.status === 1 &&
        o.locationIds.some((id) => locations.get(id)!.status === 0),
    )!;
    expect(await listingsOf(disabled.dealId)).toEqual([]);
    expect(await listingsOf(ofInactive.dealId)).toEqual([]);
    const listed = (await listingsOf(withDisabledPlace.dealId)).map((i) => i.locationId);
    expect(listed.sort()).toEqual(withDisabledPlace.locationIds.filter((id) => locations.get(id)!.status === 1).sort());

    const k = [keys.partnerOffer(disabled.bpId, disabled.dealId), keys.partner(ofInactive.bpId)];
    const found = await batchGet(config().tables.core, k);
    expect(found(k[0]!)).toMatchObject({ status: 0 });
    expect(found(k[1]!)).toMatchObject({ status: 0 });
  });

  it('has the cell summaries of the listings within 10 miles of 66044, a line per listing', async () => {
    const home = demoZipList().find((z) => z.zip === '66044')!;
    const now = Date.now();
    const near = deals.listings.filter((l) => haversineMiles(l, home) <= 10);
    const cells = new Map<string, typeof near>();
    for (const l of near) {
      const cell4 = listingGeohash(l).slice(0, SUMMARY_CELL_PRECISION);
      cells.set(cell4, [...(cells.get(cell4) ?? []), l]);
    }
    expect(cells.has(geohashEncode(home.lat, home.lon, SUMMARY_CELL_PRECISION))).toBe(true);
    for (const [cell4, listings] of cells) {
      const [stored] = await readCellSummaries(cell4.slice(0, 2), cell4, cell4, { itemsRead: 0, queries: 0 });
      expect(stored?.cell, cell4).toBe(cell4);
      // Other tests add listings of their own here; the demo's are all there.
      const lines = new Set(stored!.lines);
      expect(listings.filter((l) => !lines.has(cellRecord(l)))).toEqual([]);
    }
    expect(near.filter((l) => l.endsAt > now).length).toBeGreaterThanOrEqual(12);
  });

  it('has the category catalogue and the deal logos', async () => {
    const categories = await getCategories();
    for (const c of DEAL_CATEGORIES) expect(categories).toContainEqual(c);
    const logo = await (await s3Client()).send(
      new GetObjectCommand({ Bucket: config().mediaBucket, Key: deals.partners[0]!.logo }),
    );
    expect(logo.ContentType).toBe('image/svg+xml');
    expect(await logo.Body!.transformToString()).toMatch(/^<svg /);
    // Some partners have a primary and a secondary image for the deal modal; they are stored too.
    const withImages = deals.partners.find((p) => p.image1 && p.image2)!;
    for (const key of [withImages.image1!, withImages.image2!]) {
      const image = await (await s3Client()).send(new GetObjectCommand({ Bucket: config().mediaBucket, Key: key }));
      expect(await image.Body!.transformToString()).toMatch(/^<svg /);
    }
  });
});
