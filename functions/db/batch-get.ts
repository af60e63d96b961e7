import { paginatedBatchGet } from '@aws-sdk/lib-dynamodb';
import { inParallel } from '../model/in-parallel.js';
import { dynamo } from './clients.js';

// The one BatchGetItem reader. Asking again for the keys DynamoDB leaves unprocessed (under
// throttling) is the SDK's own paginatedBatchGet; what it lacks is a bound, so a table that keeps
// refusing fails here after BATCH_GET_ROUNDS requests per batch instead of looping a Lambda out.

type Key = { pk: string; sk: string };

/** BatchGetItem's limit of keys per request. */
const BATCH_GET_KEYS = 100;
/** Requests per batch of keys (the first and its retries of unprocessed keys) before giving up. */
export const BATCH_GET_ROUNDS = 8;

/**
 * The items of these keys of one table (duplicates asked once; absent keys give nothing), in
 * requests of 100 keys, at most `parallel` at a time; `onResponse` sees each response's items
 * (the geo search counts its reads with it). In no particular order.
 */
export async function batchGetItems(
  table: string,
  wanted: readonly Key[],
  options: { parallel?: number; onResponse?: (items: Record<string, unknown>[]) => void } = {},
): Promise<Record<string, unknown>[]> {
  const keys = unique(wanted);
  const batches: Key[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_KEYS) batches.push(keys.slice(i, i + BATCH_GET_KEYS));
  const found: Record<string, unknown>[] = [];
  await inParallel(batches, options.parallel ?? 8, async (batch) => {
    let round = 0;
    for await (const page of paginatedBatchGet({ client: dynamo() }, { RequestItems: { [table]: { Keys: batch } } })) {
      const items = page.Responses?.[table] ?? [];
      found.push(...items);
      options.onResponse?.(items);
      const left = page.UnprocessedKeys?.[table]?.Keys?.length ?? 0;
      if (++round === BATCH_GET_ROUNDS && left) throw new Error(`BatchGetItem left ${left} keys unread in ${table}`);
    }
  });
  return found;
}

/** The items of these keys of one table, found by key: absent keys give undefined. */
export async function batchGet(
  table: string,
  wanted: readonly Key[],
): Promise<(key: Key) => Record<string, unknown> | undefined> {
  const found = await batchGetItems(table, wanted);
  const byKey = new Map(found.map((i) => [keyString(i), i]));
  return (key) => byKey.get(keyString(key));
}

const keyString = (k: { pk?: unknown; sk?: unknown }) => `${String(k.pk)}\u0000${String(k.sk)}`;

function unique(keys: readonly Key[]): Key[] {
  const seen = new Map(keys.map((k) => [keyString(k), { pk: k.pk, sk: k.sk }]));
  return [...seen.values()];
}
