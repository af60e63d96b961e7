import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { auditPageAcross } from '#functions/db/audit-repo.js';
import { keys } from '#functions/db/keys.js';

// The network admin's Activity across co-ops (ADR 0089): each co-op's trail read below the
// cursor and merged by time. Pages of three over three co-ops whose rows interleave (two at the
// same second) must give every row once, newest first. DynamoDB is mocked at the SDK edge: a
// Query of one partition, descending, within the sort-key range, up to Limit.

const ddb = mockClient(DynamoDBDocumentClient);
afterAll(() => ddb.restore());

const FUTURE = Math.floor(Date.now() / 1000) + 86_400;
const row = (plid: number, second: number, n: number) => {
  const at = `2026-11-${String(10 + Math.floor(second / 60)).padStart(2, '0')}T10:00:${String(second % 60).padStart(2, '0')}.000Z`;
  const auditId = `00000000-0000-4000-8000-${String(plid * 1000 + n).padStart(12, '0')}`;
  return {
    ...keys.auditEntry(plid, at, auditId),
    auditId,
    at,
    plid,
    actorId: `staff-${plid}`,
    actorRole: 'admin',
    route: 'admin/setmemberstatus',
    targets: [`m-${plid}-${n}`],
    changes: {},
    ip: '127.0.0.1',
    userAgent: 'test',
    expiresAt: FUTURE,
  };
};
// Co-op 1 every 3 s, co-op 2 every 5 s, co-op 3 twice at 30 s; 7 + 5 + 2 rows.
const ITEMS = [
  ...Array.from({ length: 7 }, (_, n) => row(1, n * 3, n)),
  ...Array.from({ length: 5 }, (_, n) => row(2, n * 5, n)),
  row(3, 30, 0),
  row(3, 30, 1),
];

beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).callsFake((input: QueryCommand['input']) => {
    const values = input.ExpressionAttributeValues ?? {};
    const from = values[':from'] as string | undefined;
    const to = values[':to'] as string | undefined;
    const found = ITEMS.filter(
      (i) => i.pk === values[':pk'] && (from === undefined || i.sk >= from) && (to === undefined || i.sk <= to),
    )
      .sort((a, b) => b.sk.localeCompare(a.sk))
      .slice(0, input.Limit);
    return { Items: found };
  });
});

it("pages every co-op's rows once, newest first, and refuses a cursor that is no position", async () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page++) {
    const out = await auditPageAcross([1, 2, 3], { kind: 'all' }, {}, 3, cursor);
    expect(out.entries.length).toBeLessThanOrEqual(3);
    seen.push(...out.entries.map((e) => `${e.at}#${e.auditId}`));
    cursor = out.next;
    if (!cursor) break;
  }
  expect(seen).toEqual(
    ITEMS.map((i) => i.sk)
      .sort()
      .reverse(),
  );

  await expect(auditPageAcross([1], { kind: 'all' }, {}, 3, 'a page of yesterday')).rejects.toThrow(
    COMMON_MESSAGES.badCursor,
  );
  // A cursor before the range's start is not one of its positions either.
  await expect(auditPageAcross([1], { kind: 'all' }, { from: '2026-11-11T' }, 3, ITEMS[0]?.sk)).rejects.toThrow(
    COMMON_MESSAGES.badCursor,
  );
});
