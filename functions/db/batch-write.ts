import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { inParallel } from '../model/in-parallel.js';
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
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  await inParallel(batches, parallel, (batch) => putBatch(table, batch));
}
