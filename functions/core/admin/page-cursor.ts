import { MESSAGES } from '../../../shared/constants.js';
import { badRequest } from '../../model/errors.js';

// The admin lists' paging: DynamoDB's LastEvaluatedKey travels to the browser as an opaque string
// and comes back as the next page's start. A key is only taken back when it lies in the partition
// the caller may read, so a made-up cursor can neither reach another co-op nor cause a 5xx.

type Key = Record<string, string>;

export function encodeCursor(key: Key | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

/** The key a cursor holds, refused unless it has exactly `attributes` and matches `partition`. */
export function decodeCursor(cursor: string | null | undefined, partition: Key, attributes: readonly string[]): Key | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(MESSAGES.badCursor);
  }
  const ok =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(key).length === attributes.length &&
    attributes.every((a) => typeof (key as Key)[a] === 'string') &&
    Object.entries(partition).every(([a, v]) => (key as Key)[a] === v);
  if (!ok) throw badRequest(MESSAGES.badCursor);
  return key as Key;
}
