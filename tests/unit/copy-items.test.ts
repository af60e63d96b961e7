import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { copyItems } from '#functions/db/restore-repo.js';

// The restore path's copy-back (npm run copy-items): every item of the restored table (or of one
// partition family) lands in the live table, across Scan pages and BatchWriteItem's 25-item limit.

type Row = { pk: string; sk: string };
const restored: Row[] = [
  ...Array.from({ length: 40 }, (_, i) => keys.coopDay(323, `2026-10-${String(i).padStart(2, '0')}`)),
  ...Array.from({ length: 7 }, (_, i) => keys.coopDay(324, `2026-10-0${i}`)),
];
const coop324 = keys.coopDaysPk(324);
const ddb = mockClient(DynamoDBDocumentClient);
let written: Row[];

function fakeScan(input: ScanCommandInput) {
  const from = input.ExclusiveStartKey
    ? restored.findIndex((r) => r.pk === input.ExclusiveStartKey!.pk && r.sk === input.ExclusiveStartKey!.sk) + 1
    : 0;
  const page = restored.slice(from, from + 10); // small pages, as 1 MB stops cut real ones
  const prefix = input.ExpressionAttributeValues?.[':prefix'] as string | undefined;
  const items = prefix ? page.filter((r) => r.pk.startsWith(prefix)) : page;
  const last = page.at(-1);
  return {
    Items: items,
    ScannedCount: page.length,
    ...(from + 10 < restored.length && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk } } : {}),
  };
}

beforeEach(() => {
  written = [];
  ddb.on(ScanCommand).callsFake(fakeScan);
  ddb.on(BatchWriteCommand).callsFake((input) => {
    const requests = Object.values(input.RequestItems as Record<string, { PutRequest: { Item: Row } }[]>)[0]!;
    if (requests.length > 25) throw new Error('BatchWriteItem takes at most 25 items');
    written.push(...requests.map((r) => r.PutRequest.Item));
    return {};
  });
});
afterEach(() => ddb.reset());

describe('copyItems', () => {
  it('copies every item of the restored table into the live one', async () => {
    const report = await copyItems('restored', 'portal-prod-data-Core');
    expect(report).toEqual({ scanned: 47, copied: 47 });
    expect(written).toHaveLength(47);
    expect(new Set(written.map((r) => `${r.pk}/${r.sk}`)).size).toBe(47);
    for (const call of ddb.commandCalls(BatchWriteCommand))
      expect(Object.keys(call.args[0].input.RequestItems!)).toEqual(['portal-prod-data-Core']);
  });

  it('copies only the partitions a prefix names', async () => {
    const report = await copyItems('restored', 'portal-prod-data-Core', { pkPrefix: coop324 });
    expect(report).toEqual({ scanned: 47, copied: 7 });
    expect(written.every((r) => r.pk === coop324)).toBe(true);
  });

  it('writes nothing on a dry run', async () => {
    const report = await copyItems('restored', 'portal-prod-data-Core', { dryRun: true });
    expect(report.copied).toBe(47);
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
