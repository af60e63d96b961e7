import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { listingGeohash } from '#functions/model/listing.js';
import { resetClients } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import {
  dealArt,
  demoCategoryItems,
  demoDealCoreItems,
  generateDemoDeals,
  type DemoDeals,
} from '#infra/local/demo-deals.js';
import { ensureDemoDeals, nearDemoPartners } from '#infra/local/seed.js';

// The demo local deals' load, the whole country's (npm start, the bench) and the near wave only
// (the live tests' portal), item by item against mocked DynamoDB and S3: what lands where, and the
// marker last. The live tests see the near wave in DynamoDB Local (integration/demo-deals).

type Item = Record<string, unknown>;
const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let deals: DemoDeals;
let written: { table: string; items: Item[] }[];
let cellUpdates: string[];
let art: string[];

beforeAll(() => {
  deals = generateDemoDeals();
});
afterAll(() => {
  ddb.restore();
  s3.restore();
});
beforeEach(() => {
  ddb.reset();
  s3.reset();
  resetClients();
  written = [];
  cellUpdates = [];
  art = [];
  ddb.on(GetCommand).resolves({});
  ddb.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, { PutRequest: { Item: Item } }[]> }) => {
    for (const [table, requests] of Object.entries(input.RequestItems))
      written.push({ table, items: requests.map((r) => r.PutRequest.Item) });
    return { UnprocessedItems: {} };
  });
  ddb.on(UpdateCommand).callsFake((input: { Key: Item }) => {
    cellUpdates.push(`${String(input.Key.pk)}|${String(input.Key.sk)}`);
    return {};
  });
  s3.on(PutObjectCommand).callsFake((input: { Key: string }) => {
    art.push(input.Key);
    return {};
  });
});

const keyOf = (i: Item) => `${String(i.pk)}|${String(i.sk)}`;
const keysIn = (table: string) => new Set(written.filter((w) => w.table === table).flatMap((w) => w.items.map(keyOf)));
const listingKey = (l: DemoDeals['listings'][number]) =>
  keyOf(keys.dealListing(listingGeohash(l), l.dealId, l.locationId));

describe('the demo local deals load', () => {
  it('writes the whole country: every listing, partner, place, offer and category, every logo, the marker last', async () => {
    expect(await ensureDemoDeals()).toBe(deals.listings.length);
    const { core, geo } = config().tables;
    const geoKeys = keysIn(geo);
    expect(deals.listings.filter((l) => !geoKeys.has(listingKey(l)))).toEqual([]);
    const coreKeys = keysIn(core);
    expect(
      [...demoDealCoreItems(deals), ...demoCategoryItems(deals)].map(keyOf).filter((k) => !coreKeys.has(k)),
    ).toEqual([]);
    expect(new Set(art)).toEqual(new Set(dealArt().map((a) => a.key)));
    // Every cell with a listing gets its summary.
    const cells = new Set(deals.listings.map((l) => keyOf(keys.dealCell(listingGeohash(l).slice(0, 4)))));
    const updated = new Set(cellUpdates);
    expect([...cells].filter((c) => !updated.has(c))).toEqual([]);
    const last = written.at(-1)!;
    expect(last.table).toBe(core);
    expect(last.items).toEqual([
      expect.objectContaining({ ...keys.demoDealsLoaded(), listings: deals.listings.length }),
    ]);
  });

  it('near only: the partners near the demo co-ops whole, nobody else, the marker last', async () => {
    const near = nearDemoPartners(deals);
    const nearListings = deals.listings.filter((l) => near.has(l.bpId));
    // A real first wave: the demo co-ops' surroundings, a small share of the country.
    expect(nearListings.length).toBeGreaterThan(500);
    expect(nearListings.length).toBeLessThan(deals.listings.length / 10);
    expect(await ensureDemoDeals({ nearOnly: true })).toBe(nearListings.length);
    const { core, geo } = config().tables;
    const geoKeys = keysIn(geo);
    expect(nearListings.filter((l) => !geoKeys.has(listingKey(l)))).toEqual([]);
    expect(deals.listings.filter((l) => !near.has(l.bpId) && geoKeys.has(listingKey(l)))).toEqual([]);
    const coreItems = written.filter((w) => w.table === core).flatMap((w) => w.items);
    const partnersWritten = new Set(coreItems.filter((i) => i.bpId !== undefined).map((i) => String(i.bpId)));
    expect(partnersWritten).toEqual(near);
    // Inactive partners and disabled places near the co-ops have their records too.
    expect(deals.partners.some((p) => p.status === 0 && near.has(p.bpId))).toBe(true);
    expect(new Set(art)).toEqual(new Set(dealArt().map((a) => a.key)));
    expect(written.at(-1)!.items).toEqual([
      expect.objectContaining({ ...keys.demoDealsLoaded(), listings: nearListings.length }),
    ]);
  });
});
