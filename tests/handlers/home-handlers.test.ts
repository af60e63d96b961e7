import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants.js';
import { homeData } from '../../shared/schemas/home.js';
import { handler as getHomeData } from '../../functions/api/outside/gethomedata.js';
import { handler as setCoop } from '../../functions/api/outside/setcoop.js';
import { keys } from '../../functions/db/keys.js';

// gethomedata and setcoop with DynamoDB mocked at the SDK edge: which keys they read, what they
// answer, and that no input makes them fail with a 5xx.

const ddb = mockClient(DynamoDBDocumentClient);
const coop = (plid: number, name: string) => ({
  ...keys.coop(plid), plid, coopName: name, primaryDomain: `${plid}.example`, logo: `logos/${plid}.svg`, displayName: name,
  displayPhone: null, displayEmail: null, displayURL: null, displayAddress: null, displayCellPhone: null, coopIdCard: `C${plid}`,
  description: 'd', facebook: null, twitter: null, youtube: null, instagram: null, linkedin: null, iosAppUrl: null, androidAppUrl: null,
  topBarColor: '#000000', mainColor: '#111111', secondColor: '#222222', thirdColor: '#333333',
  insuranceIds: ['Life'], insuranceSelected: ['Life'],
});

function event(body: unknown, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0', routeKey: 'POST /api/x', rawPath: '/api/x', rawQueryString: '', headers: { 'content-type': 'application/json', ...headers },
    requestContext: { http: { method: 'POST', path: '/api/x', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 't' }, requestId: 'r1' } as APIGatewayProxyEventV2['requestContext'],
    body: typeof body === 'string' ? body : JSON.stringify(body), isBase64Encoded: false,
  };
}
const ctx = {} as Context;
async function call(h: typeof getHomeData, body: unknown, headers?: Record<string, string>) {
  const res = (await h(event(body, headers), ctx)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode!, body: JSON.parse(res.body!), headers: res.headers! };
}

beforeEach(() => {
  ddb.reset();
  // Generic answers first: aws-sdk-client-mock lets later, more specific matchers win.
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(GetCommand, { Key: keys.network() }).resolves({ Item: { defaultPlid: 323 } });
  ddb.on(GetCommand, { Key: keys.coop(323) }).resolves({ Item: coop(323, 'Default Co-op') });
  ddb.on(GetCommand, { Key: keys.coop(417) }).resolves({ Item: coop(417, 'River Co-op') });
  ddb.on(GetCommand, { Key: keys.domain('river.example') }).resolves({ Item: { plid: 417 } });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': keys.insurancePk } }).resolves({
    Items: ['Freeadd', 'Life'].map((id) => ({ productIdentifier: id, productName: id, image: `insurance/${id}.svg`, briefDetails: 'b', buttonText: 'Go', urlRedirect: null, specialOffer: 0 })),
  });
});

describe('outside/gethomedata', () => {
  it('answers the default co-op for an unknown host, in the contract’s shape', async () => {
    const res = await call(getHomeData, { url: 'nowhere.example' });
    expect(res.status).toBe(200);
    expect(homeData.parse(res.body).coopData.displayName).toBe('Default Co-op');
    expect(res.body.key).toBe('323');
  });

  it('resolves the co-op from the page host, reading the domain key', async () => {
    const res = await call(getHomeData, { url: 'https://River.Example:8443/b2c/chome' });
    expect(res.body.coopData.plid).toBe(417);
    expect(ddb.commandCalls(GetCommand, { Key: keys.domain('river.example') })).toHaveLength(1);
  });

  it('prefers a stored key over the host, and falls back when the key is unknown', async () => {
    expect((await call(getHomeData, { key: '417', url: 'nowhere.example' })).body.coopData.plid).toBe(417);
    expect((await call(getHomeData, { key: '999', url: 'nowhere.example' })).body.coopData.plid).toBe(323);
  });

  it('uses the forwarded host header when the body has no url', async () => {
    expect((await call(getHomeData, {}, { 'x-forwarded-host': 'river.example' })).body.coopData.plid).toBe(417);
  });

  it('lists only the co-op’s insurance products, with the selected flag, and media under /static/', async () => {
    const res = await call(getHomeData, { key: '417' });
    expect(res.body.insurance.products).toEqual([expect.objectContaining({ productIdentifier: 'Life', selected: 1, image: '/static/insurance/Life.svg' })]);
    expect(res.body.coopData.logo).toBe('/static/logos/417.svg');
  });

  it('sends security headers and no-store caching', async () => {
    const res = await call(getHomeData, {});
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  });

  it('answers 400 with a clear message for a body that is not JSON or has wrong types', async () => {
    expect(await call(getHomeData, '{not json')).toMatchObject({ status: 400, body: { success: false, message: MESSAGES.badRequest } });
    const wrong = await call(getHomeData, { url: 12 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^url: /);
  });

  it('answers 413 for an oversized body', async () => {
    expect((await call(getHomeData, { url: 'x'.repeat(300_000) })).status).toBe(413);
  });

  it('answers 500 without internals when the database fails', async () => {
    ddb.on(GetCommand).rejects(new Error('secret internal detail'));
    const res = await call(getHomeData, {});
    expect(res).toMatchObject({ status: 500, body: { success: false, message: MESSAGES.serverError } });
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
  });
});

describe('outside/setcoop', () => {
  it('selects the co-op of /coop/{plid}', async () => {
    expect((await call(setCoop, { url: 'https://portal.example/coop/417' })).body.key).toBe('417');
  });
  it('selects the co-op of /coop/{host}', async () => {
    expect((await call(setCoop, { url: '/coop/river.example' })).body.key).toBe('417');
  });
  it('answers 404 with a clear message for an unknown co-op', async () => {
    expect(await call(setCoop, { url: 'https://portal.example/coop/999' })).toMatchObject({ status: 404, body: { success: false, message: MESSAGES.coopNotFound } });
  });
  it('requires the url', async () => {
    expect(await call(setCoop, {})).toMatchObject({ status: 400, body: { success: false } });
  });
});

describe('no input makes them fail with a 5xx', () => {
  const anyBody = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 3 }),
    fc.record({ url: fc.oneof(fc.webUrl(), fc.string(), fc.integer(), fc.constant(null)), key: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), credentials: fc.anything() }, { requiredKeys: [] }),
  );
  it.each([
    ['gethomedata', getHomeData],
    ['setcoop', setCoop],
  ])('%s', async (_, h) => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const res = await call(h, body);
        expect(res.status).toBeLessThan(500);
        expect(res.body.success === true || typeof res.body.message === 'string').toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
