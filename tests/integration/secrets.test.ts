import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as account } from '#functions/api/b2c/account.js';
import { handler as changepassword } from '#functions/api/b2c/changepassword.js';
import { handler as saveaccountchanges } from '#functions/api/b2c/saveaccountchanges.js';
import { handler as updatepassword } from '#functions/api/general/updatepassword.js';
import { handler as confirmemail } from '#functions/api/outside/confirmemail.js';
import { handler as login } from '#functions/api/outside/login.js';
import { handler as recoverpassword } from '#functions/api/outside/recoverpassword.js';
import { handler as saveuser } from '#functions/api/outside/saveuser.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { sha256 } from '#functions/model/tokens.js';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { lastMailTo, uniqueEmail, useLocalAws } from '../support/live-env.js';

// No response body, header (other than the Set-Cookie that delivers it) or log line carries a
// password, a password hash or a token; the database holds only hashes of tokens.

let logs: string[] = [];
beforeAll(() => {
  useLocalAws();
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  // The next file in this worker logs as the project says (silent).
  return () => {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  };
});
afterEach(() => vi.restoreAllMocks());

function capture() {
  logs = [];
  const push = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(push);
  vi.spyOn(console, 'error').mockImplementation(push);
  vi.spyOn(console, 'warn').mockImplementation(push);
  // The logger writes JSON lines to stdout and stderr itself, as Lambda's runtime reads them.
  const write = (chunk: unknown) => {
    logs.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(write);
  vi.spyOn(process.stderr, 'write').mockImplementation(write);
}

function event(body: unknown, cookies: string[] = [], headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    rawQueryString: '',
    cookies,
    headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
    requestContext: {
      http: { method: 'POST', path: '/api/x', protocol: 'HTTP/1.1', sourceIp: '127.9.9.9', userAgent: 'test' },
      requestId: 'r',
    } as APIGatewayProxyEventV2['requestContext'],
    body: JSON.stringify(body),
    isBase64Encoded: false,
  };
}

type Handler = (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const HANDLERS: Record<string, Handler> = {
  'outside/saveuser': saveuser as Handler,
  'outside/login': login as Handler,
  'b2c/account': account as Handler,
  'outside/recoverpassword': recoverpassword as Handler,
  'general/updatepassword': updatepassword as Handler,
  'b2c/changepassword': changepassword as Handler,
  'b2c/saveaccountchanges': saveaccountchanges as Handler,
  'outside/confirmemail': confirmemail as Handler,
};

const cookieValue = (res: APIGatewayProxyStructuredResultV2, name: string) =>
  new RegExp(`(?:^|;)${name}=([^;]+)`).exec(res.cookies!.join(';'))![1]!;

describe('secrets stay secret', () => {
  it('in register, login, account, reset, change-password and email-change flows', async () => {
    capture();
    const email = uniqueEmail('secret');
    const password = 'Secret@Pass42';
    const next = 'Secret@Pass77';
    const replies: APIGatewayProxyStructuredResultV2[] = [];
    const call = async (file: string, body: unknown, cookies: string[] = [], headers: Record<string, string> = {}) => {
      const res = await HANDLERS[file]!(event(body, cookies, headers), {} as Context);
      replies.push(res);
      return res;
    };

    await call('outside/saveuser', {
      firstName: 'S',
      lastName: 'T',
      email,
      password,
      passwordConfirmation: password,
      zip: '66044',
      plid: 323,
    });
    const login = await call('outside/login', { email, password });
    await call('outside/login', { email, password: 'Wrong@Pass42' });
    const session = cookieValue(login, SESSION_COOKIE);
    const csrf = cookieValue(login, CSRF_COOKIE);
    const device = cookieValue(login, DEVICE_COOKIE);
    const cookies = [`${SESSION_COOKIE}=${session}`, `${CSRF_COOKIE}=${csrf}`];
    await call('b2c/account', {}, cookies, { [CSRF_HEADER]: csrf });
    await call('outside/recoverpassword', { email });
    const [, key1, key2] = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(email, /Reset/)).body.text,
    )!;
    await call('general/updatepassword', { key1, key2, password: next, password2: next });
    const again = await call('outside/login', { email, password: next });
    const s2 = cookieValue(again, SESSION_COOKIE);
    const c2 = cookieValue(again, CSRF_COOKIE);
    await call(
      'b2c/changepassword',
      { data: { password: next, newPassword: password, confirmPassword: password } },
      [`${SESSION_COOKIE}=${s2}`, `${CSRF_COOKIE}=${c2}`],
      { [CSRF_HEADER]: c2 },
    );
    const third = await call('outside/login', { email, password });
    const [s3, c3] = [cookieValue(third, SESSION_COOKIE), cookieValue(third, CSRF_COOKIE)];
    const moved = uniqueEmail('secret-moved');
    await call(
      'b2c/saveaccountchanges',
      { data: { firstName: 'S', lastName: 'T', email: moved, currentPassword: password } },
      [`${SESSION_COOKIE}=${s3}`, `${CSRF_COOKIE}=${c3}`],
      { [CSRF_HEADER]: c3 },
    );
    const [, e1, e2] = /\/confirmemail\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(moved, /Confirm/)).body.text,
    )!;
    expect((await call('outside/confirmemail', { key1: e1, key2: e2 })).statusCode).toBe(200);

    const member = (
      await dynamo().send(
        new GetCommand({ TableName: config().tables.core, Key: keys.memberEmail(normalizeEmail(moved)!) }),
      )
    ).Item!;
    const stored = (
      await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.member(member.memberId) }))
    ).Item!;
    const secrets = [
      password,
      next,
      'Wrong@Pass42',
      session,
      csrf,
      device,
      s2,
      c2,
      s3,
      c3,
      key2!,
      e2!,
      stored.passwordHash as string,
      String(stored.passwordHash).split('$')[5]!,
    ];

    const outward = [
      ...replies.map((r) => r.body ?? ''),
      ...replies.map((r) => JSON.stringify(r.headers)),
      ...logs,
    ].join('\n');
    expect(logs.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(outward, 'a secret leaked').not.toContain(secret);

    // The database holds the session by its hash, never the token.
    const sessionItem = (
      await dynamo().send(new GetCommand({ TableName: config().tables.ephemeral, Key: keys.session(sha256(s2)) }))
    ).Item;
    expect(JSON.stringify(sessionItem ?? {})).not.toContain(s2);
    const deviceItem = (
      await dynamo().send(new GetCommand({ TableName: config().tables.ephemeral, Key: keys.device(sha256(device)) }))
    ).Item;
    expect(deviceItem).toMatchObject({ account: normalizeEmail(email) });
    expect(JSON.stringify(deviceItem)).not.toContain(device);
    expect(JSON.stringify(stored)).not.toContain(password);
    // scrypt with its parameters: the handlers run here, in this test's process, at the stages'
    // N=2^17 (only the shared test portal's process hashes at 2^14).
    expect(stored.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});
