import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

type Key = { pk: string; sk: string };

/**
 * The items of up to 100 keys of one table in one BatchGetItem (asking again for keys DynamoDB
 * leaves unprocessed under throttling), found by key: absent keys give undefined.
 */
export async function batchGet(
  table: string,
  wanted: readonly Key[],
): Promise<(key: Key) => Record<string, unknown> | undefined> {
  const found: Record<string, unknown>[] = [];
  let request: Record<string, unknown>[] | undefined = unique(wanted);
  for (let attempt = 0; request?.length && attempt < 5; attempt++) {
    const out: BatchGetCommandOutput = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: request } } }),
    );
    found.push(...(out.Responses?.[table] ?? []));
    request = out.UnprocessedKeys?.[table]?.Keys;
  }
  if (request?.length) throw new Error('BatchGetItem left keys unprocessed');
  const byKey = new Map(found.map((i) => [`${String(i.pk)}\u0000${String(i.sk)}`, i]));
  return (key) => byKey.get(`${key.pk}\u0000${key.sk}`);
}

function unique(keys: readonly Key[]): Key[] {
  const seen = new Map(keys.map((k) => [`${k.pk}\u0000${k.sk}`, { pk: k.pk, sk: k.sk }]));
  return [...seen.values()];
}
