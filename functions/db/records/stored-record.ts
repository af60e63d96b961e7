import type * as z from 'zod';
import { log } from '#functions/model/log.js';

// One definition per item family: its zod schema types the repository's reads and writes, and
// every read parses the item through it (ADR 0080). An item that does not match is refused with a
// logged StoredRecordError, so a missing or mistyped field stops at the repository instead of
// reaching a page as `undefined` or the wrong kind of value. Attributes the schema does not name
// (the keys pk, sk, gsi1pk... and any legacy field) are dropped from what the read answers.

/** A stored item that does not match its family's schema; the log line names the family, the key and each issue. */
export class StoredRecordError extends Error {
  constructor(
    readonly family: string,
    readonly issues: readonly string[],
  ) {
    super(`A stored ${family} item does not match its schema: ${issues.join('; ')}`);
    this.name = 'StoredRecordError';
  }
}

export interface RecordFamily<S extends z.ZodType> {
  /** What the log line and the error call it (the family's row in docs/data-model.md). */
  readonly name: string;
  readonly schema: S;
  /** The item as its family's type; throws StoredRecordError (logged) when it does not match. */
  read(item: Record<string, unknown>): z.output<S>;
  /** `read` of each item, in order. */
  readAll(items: readonly Record<string, unknown>[]): z.output<S>[];
  /** `read`, or undefined when there is no item (a Get that found nothing). */
  readMaybe(item: Record<string, unknown> | undefined): z.output<S> | undefined;
}

export interface FamilyOptions {
  /**
   * The key holds a secret's hash (sessions, emailed links, devices): the refusal's log line
   * leaves the key out, as the log never carries a token's hash.
   */
  secretKey?: boolean;
}

/**
 * One line per issue, `path: message`. An item that matches no shape of a union (a session is live
 * or ended) is described by the shape it came closest to: the one with the fewest issues.
 */
function issueLines(issues: readonly z.core.$ZodIssue[], at: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...at, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
      return issueLines(closest, path);
    }
    return [`${path.map(String).join('.') || '(item)'}: ${issue.message}`];
  });
}

export function recordFamily<S extends z.ZodType>(
  name: string,
  schema: S,
  { secretKey = false }: FamilyOptions = {},
): RecordFamily<S> {
  const read = (item: Record<string, unknown>): z.output<S> => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    // zod's messages name the expected and received kinds, never the stored value.
    const issues = issueLines(parsed.error.issues);
    log('error', 'stored item refused on read', {
      family: name,
      ...(secretKey ? {} : { pk: item.pk, sk: item.sk }),
      issues,
    });
    throw new StoredRecordError(name, issues);
  };
  return {
    name,
    schema,
    read,
    readAll: (items) => items.map(read),
    readMaybe: (item) => (item === undefined ? undefined : read(item)),
  };
}
