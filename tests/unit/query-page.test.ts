import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { queryPage, type PageQuery } from '#functions/db/query-page.js';
import { errorAnswer } from '#functions/lib/error-answer.js';
import type { NormalEmail } from '#functions/model/email-address.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The admin lists' one way of paging, against a stand-in that answers a Query as DynamoDB does:
// it stops at Limit (or at its read cap, as DynamoDB does at 1 MB) and then names a
// LastEvaluatedKey whether or not anything follows, and refuses a start key that is not a row's
// whole key. Walking the pages must give every row once and never end on an empty page.

type Row = Record<string, string>;

let rows: Row[] = [];
/** Rows the stand-in reads at most per call, as DynamoDB's 1 MB cap cuts a page short. */
let readCap = Infinity;
const ddb = mockClient(DynamoDBDocumentClient);

function fakeQuery(input: QueryCommandInput) {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const attr = (token: string) => (token.startsWith('#') ? names[token]! : token);
  const [, pkToken, pkValue] = /^(\S+) = (:\w+)/.exec(input.KeyConditionExpression!)!;
  const pk = attr(pkToken!);
  const sk = pk.replace(/pk$/, 'sk');
  const begins = /begins_with\((\S+), (:\w+)\)/.exec(input.KeyConditionExpression!);
  const keyNames = input.IndexName ? ['pk', 'sk', pk, sk] : ['pk', 'sk'];
  let found = rows
    .filter(
      (r) => r[pk] === values[pkValue!] && (!begins || r[attr(begins[1]!)]!.startsWith(String(values[begins[2]!]))),
    )
    .sort((a, b) => a[sk]!.localeCompare(b[sk]!));
  if (input.ScanIndexForward === false) found.reverse();
  const start = input.ExclusiveStartKey;
  if (start) {
    if (Object.keys(start).length !== keyNames.length || !keyNames.every((k) => k in start))
      throw Object.assign(new Error('The provided starting key is invalid'), { name: 'ValidationException' });
    found = found.slice(found.findIndex((r) => keyNames.every((k) => r[k] === start[k])) + 1);
  }
  const take = Math.min(input.Limit ?? Infinity, readCap);
  const items = found.slice(0, take);
  const stopped = items.length === take;
  return {
    Items: items,
    ...(stopped ? { LastEvaluatedKey: Object.fromEntries(keyNames.map((k) => [k, items.at(-1)![k]])) } : {}),
  };
}

/** Every page of a list from the first, as the web client follows `next`. */
async function walk(query: PageQuery, size: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage(query, size, cursor);
    pages.push(page.items.map((i) => String(i.name)));
    cursor = page.next;
  } while (cursor);
  return pages;
}

const readers = (n: number, plid = 7) =>
  Array.from({ length: n }, (_, i) => ({
    ...keys.newsletterSubscription(plid, `reader${i}@example.com` as NormalEmail),
    name: `r${i}`,
  }));
const newsletter = (plid = 7): PageQuery => ({ table: 'core', partition: keys.newsletterPk(plid) });
const members = (prefix: string): PageQuery => ({
  table: 'core',
  index: 'gsi1',
  partition: keys.memberListing(7, { lastName: '', firstName: '' }, '').gsi1pk,
  sortPrefix: prefix,
});
/** 'allowed', or the status and message the caller is answered (the chain's one mapping, ADR 0081). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (e: unknown) => {
      const { status, body } = errorAnswer(e);
      return { status, message: body.message };
    },
  );

beforeEach(() => {
  rows = [];
  readCap = Infinity;
  ddb.reset();
  ddb.on(QueryCommand).callsFake(fakeQuery);
});
afterEach(() => ddb.reset());

describe('queryPage', () => {
  it('names no next page when the last page is exactly full', async () => {
    rows = readers(6);
    expect(await walk(newsletter(), 3)).toEqual([
      ['r0', 'r1', 'r2'],
      ['r3', 'r4', 'r5'],
    ]);
  });

  it('names a next page while more rows exist, and the next page starts after the last row shown', async () => {
    rows = readers(7);
    const first = await queryPage(newsletter(), 3);
    expect(first.items.map((i) => i.name)).toEqual(['r0', 'r1', 'r2']);
    expect(first.next).toEqual(expect.any(String));
    expect(await walk(newsletter(), 3)).toEqual([['r0', 'r1', 'r2'], ['r3', 'r4', 'r5'], ['r6']]);
  });

  it('reads on when a page comes back short of its size, so neither a row nor an empty last page is lost', async () => {
    rows = readers(6);
    readCap = 2;
    expect(await walk(newsletter(), 3)).toEqual([
      ['r0', 'r1', 'r2'],
      ['r3', 'r4', 'r5'],
    ]);
  });

  it('pages an index newest first, resuming with the whole key DynamoDB needs', async () => {
    rows = ['01', '02', '03', '04', '05'].map((day) => ({
      ...keys.contactMessage(7, day, 'm'),
      ...keys.inboxNew(7, `2026-01-${day}`, 'm'),
      name: day,
    }));
    expect(await walk({ table: 'core', index: 'gsi1', partition: keys.inboxNewPk(7), forward: false }, 2)).toEqual([
      ['05', '04'],
      ['03', '02'],
      ['01'],
    ]);
  });

  it('refuses a cursor of another co-op’s list, or another search, without reading', async () => {
    rows = [...readers(5), ...readers(5, 8)];
    const theirs = (await queryPage(newsletter(8), 2)).next;
    ddb.resetHistory();
    expect(await refusal(queryPage(newsletter(7), 2, theirs))).toMatchObject({
      status: 400,
      message: COMMON_MESSAGES.badCursor,
    });
    // The same partition, but a cursor outside the searched names.
    rows = ['Lee Ann', 'Lee Bo', 'Lee Cy', 'Stone Al', 'Stone Bo', 'Stone Cy'].map((n, i) => {
      const [lastName, firstName] = n.split(' ') as [string, string];
      return { ...keys.member(`m${i}`), ...keys.memberListing(7, { lastName, firstName }, `m${i}`), name: n };
    });
    const lee = (await queryPage(members('lee'), 2)).next;
    ddb.resetHistory();
    expect(await refusal(queryPage(members('stone'), 2, lee))).toMatchObject({
      status: 400,
      message: COMMON_MESSAGES.badCursor,
    });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    // Its own list takes it.
    expect((await queryPage(members('lee'), 2, lee)).items.map((i) => i.name)).toEqual(['Lee Cy']);
  });

  it('refuses a garbled or made-up cursor with a 400, never reaching DynamoDB', async () => {
    rows = readers(5);
    const made = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const own = keys.newsletterSubscription(7, 'reader1@example.com' as NormalEmail);
    const cursors = [
      'not-a-cursor',
      made([1, 2]),
      made(null),
      made({ ...own, sk: 5 }),
      made({ pk: own.pk }),
      made({ ...own, gsi1pk: own.pk }),
      made({ ...own, sk: '' }),
      made(own).slice(0, -3),
    ];
    for (const cursor of cursors)
      expect(await refusal(queryPage(newsletter(), 2, cursor)), cursor).toMatchObject({
        status: 400,
        message: COMMON_MESSAGES.badCursor,
      });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect((await queryPage(newsletter(), 2, made(own))).items.map((i) => i.name)).toEqual(['r2', 'r3']);
  });
});
