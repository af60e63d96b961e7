import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type BatchGetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BATCH_GET_ROUNDS, batchGet, batchGetItems } from '#functions/db/batch-get.js';
import { readIndexRange } from '#functions/db/deal-index-repo.js';
import { queryAll } from '#functions/db/query-all.js';

// Paging and BatchGetItem's retries are the SDK's (paginateQuery, paginatedBatchGet, ADR 0092):
// what the repositories rely on is that every page is read, every key DynamoDB leaves unprocessed
// is asked again, and a table that keeps refusing fails after a bound instead of looping.

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());
afterAll(() => ddb.restore());

const rows = Array.from({ length: 23 }, (_, i) => ({ pk: 'p', sk: `s${String(i).padStart(2, '0')}` }));

/** A partition served 5 rows a page, as DynamoDB pages a large one. */
function fakeQuery(input: QueryCommandInput) {
  const start = input.ExclusiveStartKey;
  const from = start ? rows.findIndex((r) => r.sk === start.sk) + 1 : 0;
  const page = rows.slice(from, from + 5);
  const last = page.at(-1);
  return { Items: page, ...(from + 5 < rows.length && last ? { LastEvaluatedKey: last } : {}) };
}

describe('paging', () => {
  it('reads every page of a query, in order', async () => {
    ddb.on(QueryCommand).callsFake(fakeQuery);
    expect(await queryAll({ TableName: 't', KeyConditionExpression: 'pk = :pk' })).toEqual(rows);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(5);
  });

  it('counts each page of an index range as a query and each row as a read', async () => {
    ddb.on(QueryCommand).callsFake(fakeQuery);
    const stats = { queries: 0, itemsRead: 0 };
    expect(await readIndexRange('t', 'p', 'a', 'z', stats)).toHaveLength(rows.length);
    expect(stats).toEqual({ queries: 5, itemsRead: rows.length });
  });
});

describe('batchGet', () => {
  const keys = Array.from({ length: 250 }, (_, i) => ({ pk: `k${i}`, sk: 'x' }));

  it('asks again for the keys left unprocessed until all are read, in requests of at most 100', async () => {
    // Every request answers its first half and leaves the rest unprocessed.
    let answered = 0;
    ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
      const asked = input.RequestItems?.t?.Keys ?? [];
      const half = Math.ceil(asked.length / 2);
      answered += half;
      return {
        Responses: { t: asked.slice(0, half).map((k) => ({ ...k, name: `item ${String(k.pk)}` })) },
        UnprocessedKeys: asked.length > half ? { t: { Keys: asked.slice(half) } } : {},
      };
    });
    const found = await batchGet('t', [...keys, keys[0] ?? { pk: '', sk: '' }]);
    expect(keys.every((k) => found(k)?.name === `item ${k.pk}`)).toBe(true);
    expect(found({ pk: 'absent', sk: 'x' })).toBeUndefined();
    const sizes = ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems?.t?.Keys?.length ?? 0);
    expect(Math.max(...sizes)).toBe(100);
    // Each key answered once: none asked again once read, the duplicate asked once.
    expect(answered).toBe(keys.length);
  });

  it('fails, naming the table, when keys stay unprocessed for its rounds', async () => {
    ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
      Responses: { t: [] },
      UnprocessedKeys: { t: { Keys: input.RequestItems?.t?.Keys ?? [] } },
    }));
    await expect(batchGetItems('t', keys.slice(0, 3))).rejects.toThrow('BatchGetItem left 3 keys unread in t');
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(BATCH_GET_ROUNDS);
  });
});
