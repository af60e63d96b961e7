import autocannon from 'autocannon';
import { request } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { listSavings } from '#functions/db/members-repo.js';
import { listRedemptionSlots } from '#functions/db/offers-repo.js';
import { DEMO_MEMBERS } from '#infra/local/demo-data.js';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_COOKIE } from '#shared/constants.js';
import { dealMaker } from '../support/live-deal.js';
import { onOwnPortal } from './bench-session.js';

// `npm run bench:load` (and the load section of `npm run bench`): autocannon against the local
// portal over loopback, each run bounded by a duration and a request count. Prints figures and
// fails (exit code 1) only on a wrong answer: any non-2xx or socket error, or a redemption limit
// that let through more or fewer than it allows. No figure of time is asserted.

/** Each run stops at whichever comes first. */
const SETTINGS = { connections: 10, durationSeconds: 10, maxRequests: 5000 };
/** Login hashes the password (scrypt, the production cost): fewer connections and requests. */
const LOGIN_SETTINGS = { connections: 4, durationSeconds: 10, maxRequests: 400 };
/** The redemption-limit check: members, each sending this many prints at once, on a deal allowing LIMIT uses. */
const LIMIT = { members: 10, printsEach: 20, limit: 3 };

interface Answer {
  status: number;
  json: Record<string, unknown>;
  cookies: Record<string, string>;
}

// Every per-IP rule counts by source address: the bench gives each of its connections its own
// loopback address (127.60.x.y), so a route's throughput is measured, not its limiter.
let nextAddress = 0;
const freshAddress = () => {
  nextAddress++;
  return `127.60.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 2}`;
};

/** One POST from its own loopback address, as a browser with these cookies. */
function post(base: string, route: string, body: unknown, cookies: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(`${base}/api/${route}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: freshAddress(),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...cookieHeaders(cookies),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const set = Object.fromEntries(
            (res.headers['set-cookie'] ?? []).map(
              (c) => c.split(';')[0]!.split(/=(.*)/s).slice(0, 2) as [string, string],
            ),
          );
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
            cookies: { ...cookies, ...set },
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function cookieHeaders(cookies: Record<string, string>): Record<string, string> {
  if (!Object.keys(cookies).length) return {};
  return {
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    ...(cookies[CSRF_COOKIE] ? { [CSRF_HEADER]: cookies[CSRF_COOKIE] } : {}),
  };
}

async function loggedIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const login = await post(base, 'outside/login', { email, password });
  if (login.status !== 200) throw new Error(`login as ${email}: ${login.status} ${JSON.stringify(login.json)}`);
  return login.cookies;
}

/**
 * autocannon opens its sockets with `net.connect(port, host)`, which has no source address: while
 * it runs, every new connection to the portal's port gets the next loopback address.
 */
function spreadSources(port: number): () => number {
  const original = net.connect;
  let spread = 0;
  // autocannon passes the port as the URL's string.
  (net as { connect: unknown }).connect = (...args: unknown[]) => {
    if (Number(args[0]) !== port || typeof args[1] !== 'string')
      return (original as (...a: unknown[]) => net.Socket)(...args);
    spread++;
    return original({ port, host: args[1], localAddress: freshAddress() });
  };
  return () => {
    (net as { connect: unknown }).connect = original;
    return spread;
  };
}

interface Figures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Connections opened, each from its own loopback address. */
  sources: number;
}

async function hammer(
  base: string,
  route: string,
  body: unknown,
  cookies: Record<string, string>,
  settings = SETTINGS,
): Promise<Figures> {
  const url = new URL(`${base}/api/${route}`);
  const restore = spreadSources(Number(url.port));
  let result: Awaited<ReturnType<typeof autocannon>>;
  let sources: number;
  try {
    result = await autocannon({
      url: `http://127.0.0.1:${url.port}${url.pathname}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...cookieHeaders(cookies) },
      body: JSON.stringify(body),
      connections: settings.connections,
      duration: settings.durationSeconds,
      maxOverallRequests: settings.maxRequests,
    });
  } finally {
    sources = restore();
  }
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    sources,
  };
}

/**
 * Many members each send many prints of a deal allowing `limit` uses at once: each must get
 * exactly `limit` coupons, and exactly `limit` slots and savings must be stored (ADR 0041; the
 * limit is per member).
 */
async function redemptionLimit(base: string, deal: ReturnType<typeof dealMaker>): Promise<boolean> {
  const { ref } = await deal({ frequency: LIMIT.limit, timeLapse: 7 });
  const members: Record<string, string>[] = [];
  for (let i = 0; i < LIMIT.members; i++) {
    const email = `load-${process.pid}-${Date.now().toString(36)}-${i}@example.com`;
    const password = 'Garden@Path42';
    const signup = await post(base, 'outside/saveuser', {
      firstName: 'Lee',
      lastName: 'Loader',
      email,
      password,
      passwordConfirmation: password,
      plid: 323,
      zip: '66044',
    });
    if (signup.status !== 200) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.json)}`);
    members.push(await loggedIn(base, email, password));
  }
  const replies = await Promise.all(
    members.flatMap((cookies) =>
      Array.from({ length: LIMIT.printsEach }, (_, i) =>
        post(base, 'b2c/printdeal', { deal: { ...ref, source: i % 2 ? 'W' : 'M' } }, cookies),
      ),
    ),
  );
  const accepted = replies.filter((r) => r.status === 200);
  const others = replies.filter((r) => r.status !== 200 && r.status !== 409);
  const memberIds = [...new Set(accepted.map((r) => (r.json.coupon as { memberId: string }).memberId))];
  const stored = await Promise.all(
    memberIds.map(async (id) => ({
      slots: (await listRedemptionSlots(id, ref.dealId)).length,
      // The bench's own members redeem nothing else.
      savings: (await listSavings(id)).length,
      accepted: accepted.filter((r) => (r.json.coupon as { memberId: string }).memberId === id).length,
    })),
  );
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const expected = LIMIT.members * LIMIT.limit;
  const exact =
    memberIds.length === LIMIT.members &&
    others.length === 0 &&
    stored.every((s) => s.accepted === LIMIT.limit && s.slots === LIMIT.limit && s.savings === LIMIT.limit);
  console.log(
    `redemption limit ${LIMIT.limit} per member, ${LIMIT.members} members x ${LIMIT.printsEach} prints at once (${replies.length} requests): ` +
      `accepted ${accepted.length} (expected ${expected}), refused 409 ${replies.filter((r) => r.status === 409).length}, other ${others.length}; ` +
      `stored slots ${sum(stored.map((s) => s.slots))}, savings ${sum(stored.map((s) => s.savings))} (expected ${expected}); per member accepted ${[...new Set(stored.map((s) => s.accepted))].join('/')}`,
  );
  if (!exact) console.error('!!! REDEMPTION LIMIT NOT EXACT UNDER LOAD !!!');
  return exact;
}

/** `base`: the running local portal, started in this process. Answers false when any answer was wrong. */
export async function loadBench(base: string): Promise<boolean> {
  const demo = DEMO_MEMBERS[0]; // Prairie Sky (323) at 66044, where the bench's own deals are
  const member = await loggedIn(base, demo.email, demo.password);
  const deal = dealMaker(`load${process.pid}${Date.now().toString(36)}`);
  // Unlimited: every print of the throughput run is a real redemption, none refused by the limit.
  const { ref } = await deal({ frequency: 0, timeLapse: 1 });
  const runs: [string, unknown, Record<string, string>, typeof SETTINGS?][] = [
    ['outside/gethomedata', { url: 'riverbend.localhost' }, {}],
    ['b2c/listdeals', { key: '323', payload: { criteria: '', zipcode: '66044', radius: 50 } }, member],
    ['b2c/opendeal', { deal: ref }, member],
    ['b2c/printdeal', { deal: { ...ref, source: 'W' } }, member],
    // The device cookie of an earlier success: the account's own browser is never held (LOGIN_DELAY).
    ['outside/login', { email: demo.email, password: demo.password }, deviceOnly(member), LOGIN_SETTINGS],
  ];
  console.log(
    `Load (autocannon over loopback; each run stops at ${SETTINGS.durationSeconds} s or ${SETTINGS.maxRequests} requests, ${SETTINGS.connections} connections; ` +
      `login ${LOGIN_SETTINGS.durationSeconds} s or ${LOGIN_SETTINGS.maxRequests}, ${LOGIN_SETTINGS.connections} connections; ` +
      'every connection from its own 127.60.x.y address, so per-IP limits do not apply; member routes as one demo member, print on an unlimited deal):',
  );
  console.log('  route                 req/s     p50     p99   requests  non-2xx  errors  source addresses');
  let clean = true;
  for (const [route, body, cookies, settings] of runs) {
    const f = await hammer(base, route, body, cookies, settings);
    clean &&= f.non2xx === 0 && f.errors === 0;
    console.log(
      `  ${route.padEnd(20)} ${f.rps.toFixed(0).padStart(6)} ${`${f.p50} ms`.padStart(7)} ${`${f.p99} ms`.padStart(7)} ${String(f.requests).padStart(10)} ${String(f.non2xx).padStart(8)} ${String(f.errors).padStart(7)}  ${String(f.sources).padStart(16)}`,
    );
    if (f.non2xx || f.errors)
      console.error(`!!! ${route}: ${f.non2xx} non-2xx answers and ${f.errors} errors under load !!!`);
  }
  const exact = await redemptionLimit(base, deal);
  return clean && exact;
}

function deviceOnly(cookies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(cookies).filter(([k]) => k === DEVICE_COOKIE));
}

// `npm run bench:load`: its own portal, this section only.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!(await onOwnPortal('load', loadBench))) process.exit(1);
}
