import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { config } from '#functions/config.js';
import { s3Client } from '#functions/db/clients.js';
import { TABLES } from '#functions/db/tables.js';

// Creates the tables (from the same TABLES list the CDK data stack reads) and the media bucket,
// skipping whatever already exists so restarts keep their data.

export async function createResources(): Promise<void> {
  const { tables, region, endpoints } = config();
  const ddb = new DynamoDBClient({
    region,
    endpoint: endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const existing = new Set((await ddb.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const spec of TABLES) {
    const name = tables[spec.id];
    if (!existing.has(name)) {
      const attrs = new Set([
        spec.partitionKey,
        spec.sortKey,
        ...spec.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
      ]);
      await ddb.send(
        new CreateTableCommand({
          TableName: name,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: spec.partitionKey, KeyType: 'HASH' },
            { AttributeName: spec.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: spec.indexes.length
            ? spec.indexes.map((i) => ({
                IndexName: i.name,
                KeySchema: [
                  { AttributeName: i.partitionKey, KeyType: 'HASH' },
                  { AttributeName: i.sortKey, KeyType: 'RANGE' },
                ],
                Projection: { ProjectionType: 'ALL' },
              }))
            : undefined,
        }),
      );
    }
    if (spec.ttlAttribute) {
      const ttl = await ddb.send(new DescribeTimeToLiveCommand({ TableName: name }));
      if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
        await ddb.send(
          new UpdateTimeToLiveCommand({
            TableName: name,
            TimeToLiveSpecification: { AttributeName: spec.ttlAttribute, Enabled: true },
          }),
        );
      }
    }
  }
  ddb.destroy();

  const bucket = config().mediaBucket;
  const s3 = await s3Client();
  const exists = await s3
    .send(new HeadBucketCommand({ Bucket: bucket }))
    .then(() => true)
    .catch(() => false);
  if (!exists) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
}
