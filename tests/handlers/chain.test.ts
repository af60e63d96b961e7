import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '#shared/constants.js';
import type { RouteDef } from '#shared/routes.js';
import { handler as logout } from '#functions/api/outside/logout.js';
import { sha256 } from '#functions/model/tokens.js';
import { keys } from '#functions/db/keys.js';
import { transactOrThrow } from '#functions/db/transact.js';
import { SESSION_NOT_VERIFIED, apiHandler } from '#functions/lib/api-handler.js';
import { withCookies } from '#functions/model/reply.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The chain's request checks on routes of its own (DynamoDB mocked at the SDK edge): content
// type, cross-site calls, undecodable cookies, logout without the CSRF header, and which host and
// address the handler is given.

const ddb = mockClient(DynamoDBDocumentClient);
const TOKEN = 'T'.repeat(43);
const CSRF = 'C'.repeat(43);

const route = (extra: Partial<RouteDef> = {}): RouteDef => ({
  path: 'test/echo',
  access: 'public',
  request: z.object({ n: z.number().optional() }),
  response: z.any(),
  data: {},
  ...extra,
});
const echo = (r: RouteDef) =>
  apiHandler(r, async (input, ctx) => ({
    success: true,
    input,
    ip: ctx.ip,
    host: ctx.host,
    member: ctx.session?.memberId ?? null,
  }));
const publicRoute = echo(route());
const memberRoute = echo(route({ access: 'member' }));
const uploadRoute = echo(route({ multipart: true, request: z.object({}) }));

// The route's access types the handler's session (held by tsc, which checks the tests): a member
// route's handler is given one, a public route's may be a visitor's call.
apiHandler({ ...route(), access: 'member' }, async (_input, ctx) => ({ id: ctx.session.memberId }));
apiHandler({ ...route(), access: 'admin' }, async (_input, ctx) => ({ role: ctx.session.role }));
apiHandler({ ...route(), access: 'public' }, async (_input, ctx) => ({
  // @ts-expect-error a public route may be called by a visitor: no session to read
  id: ctx.session.memberId,
}));
apiHandler({ ...route(), access: 'link' }, async (_input, ctx) => ({
  // @ts-expect-error a link route's authority is its link keys, not a session
  id: ctx.session.memberId,
}));

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
function event(
  body: string | undefined,
  headers: Record<string, string> = {},
  cookies?: string[],
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/test/echo',
    rawPath: '/api/test/echo',
    rawQueryString: '',
    cookies,
    headers: { host: 'portal.example', 'x-forwarded-host': 'portal.example', ...headers },
    requestContext: {
      http: { method: 'POST', path: '/api/test/echo', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 't' },
      requestId: 'r1',
    } as APIGatewayProxyEventV2['requestContext'],
    body,
    isBase64Encoded: false,
  };
}
async function call(h: unknown, body: string | undefined, headers?: Record<string, string>, cookies?: string[]) {
  const res = await (h as Handler)(event(body, headers, cookies), {} as Context);
  return { status: res.statusCode!, body: JSON.parse(res.body!), cookies: res.cookies ?? [] };
}
const JSON_TYPE = { 'content-type': 'application/json' };

beforeEach(() => {
  ddb.reset();
  const now = Math.floor(Date.now() / 1000);
  ddb.on(GetCommand).resolves({});
  ddb.on(GetCommand, { Key: keys.session(sha256(TOKEN)) }).resolves({
    Item: {
      sessionId: 's1',
      memberId: 'm1',
      plid: 323,
      role: 'member',
      csrfHash: sha256(CSRF),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 600,
    },
  });
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
});

describe('content type', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'takes %s',
    async (type) => {
      expect(await call(publicRoute, '{"n":1}', { 'content-type': type })).toMatchObject({
        status: 200,
        body: { input: { n: 1 } },
      });
    },
  );

  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=b',
    'application/jsonp',
    'application/json, text/plain',
    '',
  ])('answers 415 to a body sent as "%s"', async (type) => {
    expect(await call(publicRoute, '{"n":1}', { 'content-type': type })).toMatchObject({
      status: 415,
      body: { success: false, message: COMMON_MESSAGES.jsonRequired },
    });
  });

  it('answers 415 to a form-typed call even with no body (a bare cross-site form)', async () => {
    expect((await call(publicRoute, '', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('takes a call with no body and no content type as {}', async () => {
    expect(await call(publicRoute, undefined)).toMatchObject({ status: 200, body: { input: {} } });
  });

  it('takes multipart only on a multipart route, and only multipart there', async () => {
    expect((await call(uploadRoute, '--b--', { 'content-type': 'multipart/form-data; boundary=b' })).status).toBe(200);
    expect(await call(uploadRoute, '{}', JSON_TYPE)).toMatchObject({
      status: 415,
      body: { message: COMMON_MESSAGES.multipartRequired },
    });
  });
});

describe('cross-site calls', () => {
  it.each([
    ['same-origin fetch', { origin: 'https://portal.example', 'sec-fetch-site': 'same-origin' }],
    ['a default port on the host', { origin: 'https://portal.example', 'x-forwarded-host': 'portal.example:443' }],
    ['a non-browser client', {}],
    ['a user-initiated request', { 'sec-fetch-site': 'none' }],
  ])('takes %s', async (_what, headers) => {
    expect((await call(publicRoute, '{}', { ...JSON_TYPE, ...headers })).status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'https://evil.portal.example' }],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'whatever' }],
    ['another host', { origin: 'https://other-coop.example' }],
    ['another port', { origin: 'https://portal.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['an empty origin', { origin: '' }],
    ['another scheme', { origin: 'ftp://portal.example' }],
    ['a host with a path in it', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example/portal.example' }],
  ])('refuses %s with 403', async (_what, headers) => {
    expect(await call(publicRoute, '{}', { ...JSON_TYPE, ...headers })).toMatchObject({
      status: 403,
      body: { success: false, message: COMMON_MESSAGES.crossSite },
    });
  });

  it('checks before anything is read: a cross-site login-like call touches no table', async () => {
    await call(memberRoute, '{}', { ...JSON_TYPE, origin: 'https://evil.example', [CSRF_HEADER]: CSRF }, [
      `${SESSION_COOKIE}=${TOKEN}`,
    ]);
    expect(ddb.calls()).toHaveLength(0);
  });
});

describe('cookies and sessions', () => {
  it.each(['%E0%A4%A', '%', '%ZZ'])(
    'treats an undecodable session cookie (%s) as a dead one: 200 as a visitor, cookies cleared',
    async (value) => {
      const res = await call(publicRoute, '{}', JSON_TYPE, [`${SESSION_COOKIE}=${value}`, `${CSRF_COOKIE}=%`]);
      expect(res).toMatchObject({ status: 200, body: { member: null } });
      expect(res.cookies.join('\n')).toContain(`${SESSION_COOKIE}=;`);
    },
  );

  it('logout ends the session from the cookie alone, without the CSRF header', async () => {
    const res = await call(logout, '{}', JSON_TYPE, [`${SESSION_COOKIE}=${TOKEN}`]);
    expect(res.status).toBe(200);
    expect(ddb.commandCalls(DeleteCommand, { Key: keys.session(sha256(TOKEN)) })).toHaveLength(1);
    expect(res.cookies.map((c) => c.split('=')[0])).toEqual([SESSION_COOKIE, CSRF_COOKIE]);
  });

  it('member routes still refuse a session without the CSRF header, and take it with', async () => {
    expect(await call(memberRoute, '{}', JSON_TYPE, [`${SESSION_COOKIE}=${TOKEN}`])).toMatchObject({
      status: 403,
      body: { message: SESSION_NOT_VERIFIED },
    });
    expect(
      await call(memberRoute, '{}', { ...JSON_TYPE, [CSRF_HEADER]: CSRF }, [`${SESSION_COOKIE}=${TOKEN}`]),
    ).toMatchObject({ status: 200, body: { member: 'm1' } });
  });

  it('public routes see no session without the CSRF header', async () => {
    expect((await call(publicRoute, '{}', JSON_TYPE, [`${SESSION_COOKIE}=${TOKEN}`])).body.member).toBeNull();
  });

  it('sends the cookies a handler answers with, and only its body as the JSON', async () => {
    const setter = apiHandler(route(), async () => withCookies({ success: true }, ['a=1; Path=/']));
    const res = await call(setter, '{}', JSON_TYPE, [`${SESSION_COOKIE}=%`]);
    // Its own cookies go out in place of the dead session's cleared ones.
    expect(res).toMatchObject({ status: 200, body: { success: true }, cookies: ['a=1; Path=/'] });
    // A body that merely has `body` and `cookies` fields is a body.
    const plain = apiHandler(route(), async () => ({ body: 'b', cookies: ['x=1'] }));
    expect(await call(plain, '{}', JSON_TYPE)).toMatchObject({ body: { body: 'b', cookies: ['x=1'] }, cookies: [] });
  });

  it('sets __Host- cookies: Secure, Path=/, no Domain', async () => {
    const res = await call(logout, '{}', JSON_TYPE, [`${SESSION_COOKIE}=${TOKEN}`]);
    for (const c of res.cookies) {
      expect(c).toMatch(/^__Host-/);
      expect(c).toMatch(/; Path=\/(;|$)/);
      expect(c).toMatch(/; Secure(;|$)/);
      expect(c).not.toMatch(/domain=/i);
    }
  });
});

describe('viewer headers locally (stage local, no origin secret)', () => {
  it('takes the host and address the local server set', async () => {
    const res = await call(publicRoute, '{}', {
      ...JSON_TYPE,
      'x-forwarded-host': 'river.example',
      'x-viewer-ip': '198.51.100.7',
    });
    expect(res.body).toMatchObject({ host: 'river.example', ip: '198.51.100.7' });
  });
});

describe('a transaction refused after the retry policy (ADR 0073)', () => {
  const writes = apiHandler(route({ path: 'test/write' }), async () => {
    await transactOrThrow([{ Put: { TableName: 'core', Item: { pk: 'p', sk: 's' } } }]);
    return { success: true };
  });
  const cancelled = (Code: string) =>
    new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code }] });

  it('answers 503 with a try-again message when parallel writes held its items through every attempt', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    expect(await call(writes, '{}', JSON_TYPE)).toMatchObject({
      status: 503,
      body: { success: false, message: COMMON_MESSAGES.writeBusy },
    });
  });

  it('keeps an unexpected failed condition a generic 500 (a bug, not a busy table)', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    expect(await call(writes, '{}', JSON_TYPE)).toMatchObject({
      status: 500,
      body: { success: false, message: COMMON_MESSAGES.serverError },
    });
  });
});
