import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { dynamo } from './clients.js';

// Bulk loads (seed, ZIP list, demo deals, benchmark): puts in BatchWriteItems of 25, `parallel`
// in flight, each retrying what DynamoDB leaves unprocessed (throttling) with backoff.

const BATCH = 25; // BatchWriteItem's limit
const MAX_ROUNDS = 8;

async function putBatch(table: string, items: readonly Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let round = 0; requests.length; round++) {
    if (round === MAX_ROUNDS) throw new Error(`BatchWriteItem left ${requests.length} items unprocessed in ${table}`);
    if (round > 0) await sleep(Math.min(50 * 2 ** round, 2000));
    const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
  }
}

/** Puts every item (overwriting), in batches of 25 with `parallel` batches in flight. */
export async function putAll(table: string, items: readonly Record<string, unknown>[], parallel = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const start = next;
      next += BATCH;
      await putBatch(table, items.slice(start, start + BATCH));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}
