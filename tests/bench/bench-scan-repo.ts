import { CreateTableCommand, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { ReadStats } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { scanPages } from '#functions/db/scan-pages.js';
import { TABLES } from '#functions/db/tables.js';

// For the geo benchmark's baseline only (tests/bench/geo-bench.ts): a Scan of a whole table and
// a throwaway table shaped like the geo table. Never on a request path: search uses Queries.

/** Creates a table with the geo table's key schema (pk/sk, gsi1), for the benchmark's own data. */
export async function createBenchGeoTable(table: string): Promise<void> {
  const spec = TABLES.find((t) => t.id === 'geo');
  if (!spec) throw new Error('no geo table in functions/db/tables.ts');
  const attrs = new Set([spec.partitionKey, spec.sortKey, ...spec.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]);
  await dynamo().send(
    new CreateTableCommand({
      TableName: table,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: spec.partitionKey, KeyType: 'HASH' },
        { AttributeName: spec.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: spec.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
}

export async function deleteBenchTable(table: string): Promise<void> {
  await dynamo().send(new DeleteTableCommand({ TableName: table }));
}

/**
 * Every listing in the table by a paginated Scan (counter items are read too and dropped);
 * stats count the Scan calls and every item scanned. Pages of `pageSize` items: DynamoDB Local
 * fails a first 1 MB page (about 2,500 listings) of a 100,000-item table with InternalFailure and
 * is slowest on large pages; 1,000 was its fastest in the benchmark's trials (500 to 4,000).
 */
export async function scanListings(table: string, stats: ReadStats, pageSize = 1000): Promise<Listing[]> {
  const prefix = keys.dealListingsPk('');
  const out: Listing[] = [];
  for await (const page of scanPages({ TableName: table, Limit: pageSize })) {
    stats.queries++;
    stats.itemsRead += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      if (!String(item.pk).startsWith(prefix)) continue;
      const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _h, ...listing } = item;
      out.push(listing as Listing);
    }
  }
  return out;
}
