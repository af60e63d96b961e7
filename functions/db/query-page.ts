import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { invalid } from '../model/errors.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { TABLES, type TableSpec } from './tables.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The lists people page through (the admin's members, partners, inbox, newsletter readers): one
// Query a page, the position handed to the browser as an opaque cursor. The key condition is built
// here from the same values the cursor is checked against, so a cursor only ever resumes the list
// it came from: one of another co-op, list or search, or a made-up one, is a 400 before it reaches
// DynamoDB, which would refuse a start key outside the query and leave the portal a 500.

export interface PageQuery {
  table: TableSpec['id'];
  /** A global secondary index of the table; its own key attributes then hold the partition and order. */
  index?: string;
  /** The partition key's value: the one list read. */
  partition: string;
  /** Only sort keys beginning with this (a search within the list). */
  sortPrefix?: string;
  /** False for the highest sort key first. */
  forward?: boolean;
  /** Only sort keys at or after this, and at or before `sortTo` (a date range of keys that start with a time). */
  sortFrom?: string;
  sortTo?: string;
}

export interface Page {
  items: Record<string, unknown>[];
  /** The next page's cursor, only when at least one more row exists. */
  next?: string;
}

type Key = Record<string, string>;

function keySchema(query: PageQuery) {
  const spec = TABLES.find((t) => t.id === query.table)!;
  const index = query.index === undefined ? undefined : spec.indexes.find((i) => i.name === query.index);
  if (query.index !== undefined && !index) throw new Error(`No index ${query.index} on table ${query.table}`);
  const pk = index?.partitionKey ?? spec.partitionKey;
  const sk = index?.sortKey ?? spec.sortKey;
  // DynamoDB's position in an index names the table's key as well as the index's.
  const names = index ? [spec.partitionKey, spec.sortKey, pk, sk] : [pk, sk];
  return { pk, sk, names };
}

const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

function decodeCursor(cursor: string, query: PageQuery, schema: ReturnType<typeof keySchema>): Key {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(COMMON_MESSAGES.badCursor);
  }
  const value = (a: string) => (key as Record<string, unknown>)[a];
  const ok =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(key).length === schema.names.length &&
    // DynamoDB refuses an empty key value as it refuses a missing one.
    schema.names.every((a) => typeof value(a) === 'string' && value(a) !== '') &&
    value(schema.pk) === query.partition &&
    (value(schema.sk) as string).startsWith(query.sortPrefix ?? '') &&
    (query.sortFrom === undefined || (value(schema.sk) as string) >= query.sortFrom) &&
    (query.sortTo === undefined || (value(schema.sk) as string) <= query.sortTo);
  if (!ok) throw invalid(COMMON_MESSAGES.badCursor);
  return key as Key;
}

/** The key condition of a sort-key range (a prefix and a range are not combined). */
function sortRange(query: PageQuery): { condition: string; values: Record<string, string> } | undefined {
  const { sortFrom: from, sortTo: to } = query;
  if (query.sortPrefix && (from !== undefined || to !== undefined))
    throw new Error('queryPage takes a sort prefix or a sort range, not both');
  if (from !== undefined && to !== undefined)
    return { condition: '#sk BETWEEN :from AND :to', values: { ':from': from, ':to': to } };
  if (from !== undefined) return { condition: '#sk >= :from', values: { ':from': from } };
  if (to !== undefined) return { condition: '#sk <= :to', values: { ':to': to } };
  return undefined;
}

/**
 * Up to `size` rows of the list after `cursor` (from an earlier page of the same query). It reads
 * past the page until one more row turns up or the partition ends: DynamoDB's own LastEvaluatedKey
 * only says it stopped reading (at Limit or 1 MB), so handing that on could open an empty last page.
 */
export async function queryPage(query: PageQuery, size: number, cursor?: string | null): Promise<Page> {
  const schema = keySchema(query);
  let start: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor, query, schema) : undefined;
  const prefix = query.sortPrefix ? { '#sk': schema.sk } : undefined;
  const range = sortRange(query);
  const found: Record<string, unknown>[] = [];
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config().tables[query.table],
        IndexName: query.index,
        KeyConditionExpression: prefix
          ? '#pk = :pk AND begins_with(#sk, :prefix)'
          : range
            ? `#pk = :pk AND ${range.condition}`
            : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': schema.pk, ...(prefix || range ? { '#sk': schema.sk } : {}) },
        ExpressionAttributeValues: {
          ':pk': query.partition,
          ...(prefix ? { ':prefix': query.sortPrefix } : {}),
          ...range?.values,
        },
        ScanIndexForward: query.forward,
        Limit: size + 1 - found.length,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && found.length <= size);
  const items = found.slice(0, size);
  if (found.length <= size) return { items };
  const last = items.at(-1)!;
  return { items, next: encodeCursor(Object.fromEntries(schema.names.map((a) => [a, String(last[a])]))) };
}
