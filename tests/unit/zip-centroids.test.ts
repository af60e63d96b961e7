import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClients } from '#functions/db/clients.js';
import { putZipCentroids, type ZipCentroidItem } from '#functions/db/geo-repo.js';
import { keys } from '#functions/db/keys.js';
import { packageUsCodes, toZipCentroidItems } from '#infra/local/zip-centroids.js';

// The ZIP database package's US list as geo items, and the batched load into the geo table.

describe('US ZIP centroids from the zipcodes package', () => {
  const items = toZipCentroidItems(packageUsCodes());
  const byZip = new Map(items.map((i) => [i.zip, i]));

  it('has the whole US list, every entry a 5-digit ZIP with a real place', () => {
    expect(items.length).toBeGreaterThan(40_000);
    expect(byZip.size).toBe(items.length);
    const bad = items.filter(
      (i) =>
        !/^\d{5}$/.test(i.zip) ||
        !(Math.abs(i.lat) <= 90) ||
        !(Math.abs(i.lon) <= 180) ||
        (i.lat === 0 && i.lon === 0) ||
        !i.city ||
        !i.state,
    );
    expect(bad).toEqual([]);
  });

  it('puts 66044 in Lawrence, Kansas', () => {
    const lawrence = byZip.get('66044')!;
    expect(lawrence).toMatchObject({ city: 'Lawrence', state: 'KS' });
    expect(lawrence.lat).toBeCloseTo(39.03, 1);
    expect(lawrence.lon).toBeCloseTo(-95.21, 1);
  });

  it('leaves out Canadian codes, military codes without a place and the known sign error', () => {
    expect([...byZip.keys()].some((z) => z.startsWith('T0'))).toBe(false);
    expect(byZip.has('34001')).toBe(false); // APO at 0,0 in the package
    expect(byZip.has('10200')).toBe(false); // New York with +73.95 longitude
    expect(byZip.get('96910')?.state).toBe('GU'); // a real place east of 180 is kept
  });

  it('maps a package entry to a geo item', () => {
    expect(
      toZipCentroidItems({
        '00501': {
          zip: '00501',
          latitude: 40.8154,
          longitude: -73.0451,
          city: 'Holtsville',
          state: 'NY',
          country: 'US',
        },
      }),
    ).toEqual([{ zip: '00501', lat: 40.8154, lon: -73.0451, city: 'Holtsville', state: 'NY' }]);
  });
});

describe('putZipCentroids', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    resetClients();
  });
  afterAll(() => ddb.restore());

  const sample = (n: number): ZipCentroidItem[] =>
    Array.from({ length: n }, (_, i) => ({ zip: String(10000 + i), lat: 40, lon: -95, city: 'Town', state: 'KS' }));

  it('writes batches of at most 25 and retries unprocessed items until every ZIP is stored', async () => {
    const stored = new Set<string>();
    let calls = 0;
    ddb
      .on(BatchWriteCommand)
      .callsFake((input: { RequestItems: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> }) => {
        calls++;
        const [[table, requests]] = Object.entries(input.RequestItems) as [
          [string, { PutRequest: { Item: Record<string, unknown> } }[]],
        ];
        expect(table).toBe('geo-test');
        expect(requests.length).toBeLessThanOrEqual(25);
        // Throttle the last item of every first attempt.
        const unprocessed = calls % 2 === 1 ? requests.slice(-1) : [];
        for (const r of requests.slice(0, requests.length - unprocessed.length))
          stored.add(String(r.PutRequest.Item.zip));
        return { UnprocessedItems: unprocessed.length ? { [table]: unprocessed } : {} };
      });
    await putZipCentroids(sample(60), { table: 'geo-test', parallel: 1 });
    expect(stored.size).toBe(60);
    const first =
      ddb.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!['geo-test']![0]!.PutRequest!.Item!;
    expect(first).toMatchObject({ ...keys.zipCentroid('10000'), zip: '10000', lat: 40, lon: -95 });
  });
});
