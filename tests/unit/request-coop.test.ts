import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { plidForHost, requestCoop, type CoopRequest } from '#functions/core/coops/request-coop.js';
import { clearHomeCache } from '#functions/core/home/home-cache.js';
import { keys } from '#functions/db/keys.js';
import { errorAnswer } from '#functions/lib/error-answer.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';

// Which co-op a request is for (ADR 0082): the member's, else the page's key, else the page's
// host, else the host called, else the network default; read from the co-op's profile item (and
// the host and default items), never the home page. DynamoDB is mocked at the SDK edge.

const ddb = mockClient(DynamoDBDocumentClient);
afterAll(() => ddb.restore());

/** The stored items: co-ops 323 (river.example) and 417 (riverbend.example), 500 the network default. */
let items: Record<string, unknown>[] = [];
const id = (key: { pk: unknown; sk: unknown }) => `${String(key.pk)}|${String(key.sk)}`;
const stored = (key: { pk: unknown; sk: unknown }) => items.find((i) => id(i as typeof key) === id(key));

const [DEMO_COOP] = DEMO_COOPS;
if (!DEMO_COOP) throw new Error('No demo co-op to copy a profile from');

beforeEach(() => {
  clearHomeCache();
  ddb.reset();
  items = [
    // Whole co-op profiles (the repository checks each item it reads against its schema).
    ...[323, 417, 500].map((plid) => ({
      ...DEMO_COOP.record,
      ...keys.coop(plid),
      plid,
      coopName: `Co-op ${plid}`,
      zip: '66044',
    })),
    { ...keys.domain('river.example'), plid: 323 },
    { ...keys.domain('riverbend.example'), plid: 417 },
    { ...keys.network(), defaultPlid: 500 },
  ];
  ddb.on(GetCommand).callsFake(async (input: { Key: { pk: string; sk: string } }) => ({ Item: stored(input.Key) }));
  ddb
    .on(BatchGetCommand)
    .callsFake(async (input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems).map(([table, { Keys }]) => [
          table,
          Keys.flatMap((k) => {
            const item = stored(k);
            return item ? [item] : [];
          }),
        ]),
      ),
    }));
});

const plidOf = async (req: CoopRequest) => (await requestCoop(req)).plid;
const hostLookups = () => ddb.commandCalls(BatchGetCommand).length;

describe('the co-op a request is for', () => {
  it('is the signed-in member`s, whatever the key and host say, without a host lookup', async () => {
    expect(await plidOf({ memberPlid: 323, key: '417', requestHost: 'riverbend.example' })).toBe(323);
    expect(hostLookups()).toBe(0);
  });

  it('is the page`s key for a visitor, before any host', async () => {
    expect(await plidOf({ key: '417', url: 'https://river.example/', requestHost: 'river.example' })).toBe(417);
    expect(hostLookups()).toBe(0);
  });

  it('falls through a member or key naming no co-op, and a key that is no plid', async () => {
    expect(await plidOf({ memberPlid: 999, key: '417' })).toBe(417);
    for (const key of ['999', 'abc', '1234567890', '', null])
      expect(await plidOf({ key, requestHost: 'riverbend.example' }), String(key)).toBe(417);
  });

  it('takes the page`s address before the host called, then the network default', async () => {
    expect(await plidOf({ url: 'https://riverbend.example:8443/deals', requestHost: 'river.example' })).toBe(417);
    expect(await plidOf({ url: 'https://nowhere.example/', requestHost: 'RIVER.example' })).toBe(323);
    expect(await plidOf({ url: 'not a url', requestHost: 'nowhere.example' })).toBe(500);
    expect(await plidOf({})).toBe(500);
  });

  it('is a 404 that says so when no co-op holds the host and the stage names no default', async () => {
    items = items.filter((i) => id(i as { pk: unknown; sk: unknown }) !== id(keys.network()));
    const refused = await requestCoop({ requestHost: 'nowhere.example' }).then(
      () => undefined,
      (e: unknown) => errorAnswer(e),
    );
    expect(refused).toMatchObject({ status: 404, body: { message: COMMON_MESSAGES.hostServesNoCoop } });
  });

  it('reads the co-op`s profile only: no page, no catalogues', async () => {
    expect(await requestCoop({ requestHost: 'river.example' })).toMatchObject({ plid: 323, coopName: 'Co-op 323' });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).toEqual([keys.coop(323)]);
  });

  it('remembers host and default on a warm instance, but reads the co-op every time', async () => {
    await plidOf({ requestHost: 'river.example' });
    items = items.map((i) =>
      id(i as { pk: unknown; sk: unknown }) === id(keys.coop(323)) ? { ...i, zip: '67000' } : i,
    );
    expect((await requestCoop({ requestHost: 'river.example' })).zip).toBe('67000');
    expect(hostLookups()).toBe(1);
    expect(await plidForHost('river.example')).toBe(323);
    expect(hostLookups()).toBe(1);
  });
});
