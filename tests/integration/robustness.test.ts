import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '#shared/constants.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/config.js';
import { Client, portalUrl, post, sendRaw, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The local portal under hostile input: badly encoded paths and cookies, random headers and
// paths. It answers each with a 4xx (never a 5xx) and keeps answering; its emulators listen on
// the loopback address only, and DynamoDB Local does not outlive a portal that crashes.

const ROOT = path.resolve(import.meta.dirname, '../..');
const host = () => new URL(portalUrl()).host;
/** One raw request: any method, target and headers, with the body's length. */
const send = (method: string, target: string, headers: string[] = [], body = '') =>
  sendRaw(
    [
      `${method} ${target} HTTP/1.1`,
      `Host: ${host()}`,
      'Connection: close',
      ...headers,
      ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
      '',
      '',
    ].join('\r\n'),
    body,
  );

async function portalAnswers(): Promise<void> {
  expect((await fetch(`${portalUrl()}/`)).status).toBe(200);
  expect((await post('outside/gethomedata', {})).status).toBe(200);
}

/** Resolves true when a TCP connection to host:port is accepted, false when refused. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 3000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const outwardAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

beforeAll(() => useLocalAws());

describe('bad encodings', () => {
  it('answers 400 to GET /%E0%A4%A and keeps serving', async () => {
    const res = await send('GET', '/%E0%A4%A');
    expect(res.status).toBe(400);
    await portalAnswers();
  });

  it.each(['/static/%E0%A4%A', '/static/', '/static/logos/', '/api/%E0%A4%A', '/assets/%', '//x:99999/', '/coop/%C0'])(
    'answers a 4xx to %s and keeps serving',
    async (target) => {
      const method = target.startsWith('/api/') ? 'POST' : 'GET';
      const res = await send(method, target, ['Content-Type: application/json'], '{}');
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      await portalAnswers();
    },
  );

  it('treats an undecodable session cookie as no session: no 5xx, the cookie is cleared', async () => {
    for (const path of ['outside/gethomedata', 'outside/logout', 'outside/checkzipcode', 'b2c/account']) {
      const res = await new Client().post(path, path === 'outside/checkzipcode' ? { zip: '66044' } : {}, {
        cookie: `${SESSION_COOKIE}=%E0%A4%A; ${CSRF_COOKIE}=%`,
      });
      expect(res.status, `${path}: ${res.text}`).toBeLessThan(500);
      if (path === 'b2c/account')
        expect(res).toMatchObject({ status: 401, json: { message: COMMON_MESSAGES.pleaseLogin } });
      else expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
    }
  });
});

describe('random requests', () => {
  const segment = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/),
    fc.constantFrom(
      '%E0%A4%A',
      '%',
      '%ZZ',
      '%C0%80',
      '%00',
      '%2e%2e',
      '..',
      '%2F',
      '%FF%FE',
      'outside',
      'b2c',
      'gethomedata',
      'login',
      'account',
      'coop',
      '417',
      'index.html',
      '%25',
    ),
  );
  const target = fc
    .tuple(
      fc.constantFrom('/', '/api/', '/api/outside/', '/api/b2c/', '/static/', '/coop/', '/assets/', '//'),
      fc.array(segment, { maxLength: 4 }),
      fc.option(fc.stringMatching(/^[A-Za-z0-9=&%]{0,20}$/)),
    )
    .map(([start, parts, query]) => `${start}${parts.join('/')}${query === null ? '' : `?${query}`}`);
  // Visible ASCII and Latin-1 bytes; Node's parser answers 400 itself to what it cannot read.
  const headerValue = fc.oneof(
    fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
    fc.constantFrom(
      '%E0%A4%A',
      '%',
      'null',
      'https://evil.example',
      'cross-site',
      'same-site',
      'same-origin',
      'none',
      'riverbend.localhost',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      '\xe9\xff',
      '1.2.3.4, 5.6.7.8',
    ),
  );
  const cookie = fc
    .array(
      fc.tuple(
        fc.constantFrom(SESSION_COOKIE, CSRF_COOKIE, 'portal_session', 'x', '', '=', ' '),
        headerValue.filter((v) => !v.includes(';')),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));
  const headerName = fc.constantFrom(
    'Origin',
    'Sec-Fetch-Site',
    'Content-Type',
    'X-Forwarded-Host',
    'X-Viewer-Ip',
    ORIGIN_VERIFY_HEADER,
    CSRF_HEADER,
    'Accept-Language',
    'User-Agent',
    'Referer',
    'X-Random',
    'Accept',
  );
  const requestArb = fc.record({
    method: fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'),
    target,
    cookie: fc.option(cookie),
    headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 5 }),
    body: fc.oneof(fc.constant(''), fc.json({ maxDepth: 2 }), fc.string({ maxLength: 80 })),
  });

  it('never answer a 5xx, and the portal stays up', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const headers = r.headers.map(([k, v]) => `${k}: ${v}`);
        if (r.cookie !== null) headers.push(`Cookie: ${r.cookie}`);
        const res = await send(r.method, r.target, headers, r.body);
        expect(
          res.status,
          `${r.method} ${r.target} ${JSON.stringify(headers)} -> ${res.text.slice(0, 300)}`,
        ).toBeGreaterThanOrEqual(100);
        expect(
          res.status,
          `${r.method} ${r.target} ${JSON.stringify(headers)} -> ${res.text.slice(0, 300)}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    await portalAnswers();
  });
});

describe('local emulators', () => {
  const endpoints = () => {
    const env = inject('portalEnv');
    return ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'SES_ENDPOINT'].map((k) => Number(new URL(env[k]!).port));
  };

  it.skipIf(!outwardAddress)('listen on 127.0.0.1 only: the machine’s other address is refused', async () => {
    for (const port of endpoints()) {
      expect(await accepts('127.0.0.1', port), `127.0.0.1:${port}`).toBe(true);
      expect(await accepts(outwardAddress!, port), `${outwardAddress}:${port}`).toBe(false);
    }
  });

  it('DynamoDB Local stops when the process that started it dies of an uncaught error', async () => {
    const script = `
      import { startEmulators } from ${JSON.stringify(path.join(ROOT, 'infra/local/emulators.ts'))};
      const e = await startEmulators({ dataDir: ${JSON.stringify(path.join(os.tmpdir(), `portal-crash-${process.pid}`))}, inMemory: true });
      console.log(new URL(e.endpoints.dynamodb).port);
      setTimeout(() => { throw new Error('crash on purpose'); }, 10);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const port = Number(out.trim().split('\n').at(-1));
    expect(code).not.toBe(0);
    expect(port).toBeGreaterThan(0);
    // The JVM goes within moments of its parent; wait on that condition, not on a clock.
    await expect.poll(() => accepts('127.0.0.1', port), { timeout: 15_000, interval: 200 }).toBe(false);
  });
});

describe('viewer headers sent by a client', () => {
  it('x-forwarded-host cannot pick another co-op: the local server takes the real Host', async () => {
    const res = await new Client().post('outside/gethomedata', {}, { 'x-forwarded-host': 'riverbend.localhost' });
    expect(res.json.key).toBe('323');
    const own = await new Client(undefined, `riverbend.localhost:${new URL(portalUrl()).port}`).post(
      'outside/gethomedata',
      {},
    );
    expect(own.json.key).toBe('417');
  });

  it('x-viewer-ip cannot dodge the per-IP limit (30 link checks per 15 minutes)', async () => {
    const c = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await c.post(
        'outside/checkresetlink',
        { key1: 'nobody', key2: 'x'.repeat(43) },
        { 'x-viewer-ip': `198.51.100.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s < 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
