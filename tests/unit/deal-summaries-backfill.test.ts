import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  ScanCommand,
  UpdateCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDealSummaries, loadListings } from '#functions/db/deal-index-repo.js';
import { keys } from '#functions/db/keys.js';
import type { Listing } from '#functions/model/listing.js';

// A table whose listings were written before the cell summaries existed gets them built once
// (npm run build-deal-summaries, and the local portal on an old data folder): the backfill must
// build exactly the summaries the writer builds, across Scan pages, from listing items only.

const TABLE = 'portal-prod-data-GeoTable';
const ddb = mockClient(DynamoDBDocumentClient);
let items: Record<string, unknown>[];
let summaries: Map<string, Set<string>>;

const listing = (i: number, lat: number, lon: number): Listing => ({
  dealId: `d${i}`,
  locationId: `l${i}`,
  bpId: `b${i % 3}`,
  lat,
  lon,
  businessName: `Shop ${i}`,
  value: '10% off',
  description: 'Savings',
  dollarValue: i,
  logo: 'logos/x.svg',
  address: `${i} Main St`,
  city: 'Town',
  state: 'KS',
  zipcode: '66044',
  hideAddress: 0,
  categories: [{ category: 'Food & Dining', subcategories: ['Pizza'] }],
  endsAt: Date.UTC(2099, 0, 1),
});
// Lawrence KS and Nashville TN: listings in several 4-character cells and 2-character partitions.
const LISTINGS = [
  ...Array.from({ length: 30 }, (_, i) => listing(i, 38.97 + i * 0.01, -95.24 + i * 0.02)),
  ...Array.from({ length: 15 }, (_, i) => listing(100 + i, 36.16 + i * 0.03, -86.78)),
];

function fakeScan(input: ScanCommandInput) {
  const from = input.ExclusiveStartKey
    ? items.findIndex((r) => r.pk === input.ExclusiveStartKey!.pk && r.sk === input.ExclusiveStartKey!.sk) + 1
    : 0;
  const page = items.slice(from, from + 7);
  const prefix = String(input.ExpressionAttributeValues?.[':prefix']);
  const last = page.at(-1);
  return {
    Items: page.filter((r) => String(r.pk).startsWith(prefix)),
    ...(from + 7 < items.length && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk } } : {}),
  };
}

beforeEach(() => {
  items = [];
  summaries = new Map();
  ddb.on(BatchWriteCommand).callsFake((input) => {
    for (const r of input.RequestItems[TABLE]) items.push(r.PutRequest.Item);
    return {};
  });
  ddb.on(UpdateCommand).callsFake((input) => {
    const key = `${input.Key.pk}|${input.Key.sk}`;
    const lines = summaries.get(key) ?? new Set<string>();
    for (const line of input.ExpressionAttributeValues[':lines'] as Set<string>) lines.add(line);
    summaries.set(key, lines);
    return {};
  });
  ddb.on(ScanCommand).callsFake(fakeScan);
});
afterEach(() => ddb.reset());

describe('buildDealSummaries', () => {
  it('builds from the listing items exactly the summaries the writer builds', async () => {
    await loadListings(LISTINGS, { table: TABLE });
    const written = new Map([...summaries].map(([k, v]) => [k, [...v].sort()]));
    expect(written.size).toBeGreaterThan(2);

    // The same table before summaries: its listing items, and an item of another family the Scan passes over.
    summaries = new Map();
    items.push({ ...keys.zipCentroid('66044'), lat: 38.97, lon: -95.24 });
    const report = await buildDealSummaries(TABLE);
    expect(report).toEqual({ listings: LISTINGS.length, cells: written.size });
    expect(new Map([...summaries].map(([k, v]) => [k, [...v].sort()]))).toEqual(written);
  });
});
