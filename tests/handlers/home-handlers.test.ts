import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE } from '#shared/constants.js';
import { homeData } from '#shared/schemas/home.js';
import { handler as getHomeData } from '#functions/api/outside/gethomedata.js';
import { handler as setCoop } from '#functions/api/outside/setcoop.js';
import { handler as getManifest } from '#functions/api/outside/manifest.js';
import { webManifest } from '#shared/schemas/home.js';
import { clearHomeCache, HOME_CACHE_TTL_MS } from '#functions/core/home/home-cache.js';
import { sha256 } from '#functions/model/tokens.js';
import { keys } from '#functions/db/keys.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// gethomedata, setcoop and the manifest with DynamoDB mocked at the SDK edge (a small in-memory table): which
// keys they read, what they answer, how many round trips they make, and that no input makes them
// fail with a 5xx.

const ddb = mockClient(DynamoDBDocumentClient);
const coop = (plid: number, name: string) => ({
  ...keys.coop(plid),
  plid,
  coopName: name,
  primaryDomain: `${plid}.example`,
  logo: `logos/${plid}.svg`,
  displayName: name,
  displayPhone: null,
  displayEmail: null,
  displayURL: null,
  displayAddress: null,
  zip: '66044',
  timeZone: 'America/Chicago',
  displayCellPhone: null,
  coopIdCard: `C${plid}`,
  description: 'd',
  facebook: null,
  twitter: null,
  youtube: null,
  instagram: null,
  linkedin: null,
  iosAppUrl: null,
  androidAppUrl: null,
  topBarColor: '#000000',
  mainColor: '#111111',
  secondColor: '#222222',
  thirdColor: '#333333',
  insuranceIds: ['Life'],
  insuranceSelected: ['Life'],
});

function event(body: unknown, headers: Record<string, string> = {}, cookies?: string[]): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    cookies,
    requestContext: {
      http: { method: 'POST', path: '/api/x', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 't' },
      requestId: 'r1',
    } as APIGatewayProxyEventV2['requestContext'],
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
  };
}
const ctx = {} as Context;
async function call(h: typeof getHomeData, body: unknown, headers?: Record<string, string>, cookies?: string[]) {
  const res = (await h(event(body, headers, cookies), ctx)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode!, body: JSON.parse(res.body!), headers: res.headers! };
}

const TOKEN = 't'.repeat(43);
const CSRF = 'c'.repeat(43);
const member = { cookies: [`${SESSION_COOKIE}=${TOKEN}`], headers: { [CSRF_HEADER]: CSRF } };

/** The table: every item the handlers may read. */
let items: Record<string, unknown>[];
type Key = { pk: unknown; sk: unknown };
const find = (key: Key) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
function query(input: QueryCommandInput) {
  const values = input.ExpressionAttributeValues ?? {};
  return items.filter(
    (i) => i.pk === values[':pk'] && (values[':sk'] === undefined || String(i.sk).startsWith(String(values[':sk']))),
  );
}

/**
 * Round trips in a row: a call's round trip is one more than the latest of the calls that had
 * answered before it was sent (it may have waited for them), so calls sent side by side share one
 * and a call made after another's answer starts the next. Each mocked call answers on a later turn
 * of the event loop, as a network call would.
 */
const trips = { waves: 0, calls: 0, answered: 0 };
async function roundTrip<T>(answer: () => T): Promise<T> {
  const wave = trips.answered + 1;
  trips.calls++;
  trips.waves = Math.max(trips.waves, wave);
  await new Promise((resolve) => setImmediate(resolve));
  trips.answered = Math.max(trips.answered, wave);
  return answer();
}
const countTrips = async (run: () => Promise<unknown>) => {
  Object.assign(trips, { waves: 0, calls: 0, answered: 0 });
  await run();
  return { waves: trips.waves, calls: trips.calls };
};

beforeEach(() => {
  clearHomeCache();
  ddb.reset();
  const now = Math.floor(Date.now() / 1000);
  items = [
    { ...keys.network(), defaultPlid: 323 },
    coop(323, 'Default Co-op'),
    coop(417, 'River Co-op'),
    { ...keys.domain('river.example'), plid: 417 },
    {
      ...keys.group(417, 1, 'local'),
      groupIdentifier: 'local',
      groupName: 'Local deals',
      route: '/local',
      image: 'groups/local.svg',
      onLogged: 0,
      showSquare: 1,
      features: [],
    },
    {
      ...keys.slide(417, 1),
      image: 'slides/1.jpg',
      upperTitle: 'u',
      title: 'River slide',
      legend: 'l',
      showMobileButtons: 0,
      showCustom: 0,
      customButton: { buttonTitle: 'b', buttonRoute: '/', outsideUrl: null },
    },
    ...['Freeadd', 'Life'].map((id, n) => ({
      ...keys.insuranceProduct(n, id),
      productIdentifier: id,
      productName: id,
      image: `insurance/${id}.svg`,
      briefDetails: 'b',
      buttonText: 'Go',
      urlRedirect: null,
      specialOffer: 0,
    })),
    {
      ...keys.session(sha256(TOKEN)),
      sessionId: 's1',
      memberId: 'm1',
      plid: 417,
      role: 'member',
      csrfHash: sha256(CSRF),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 600,
    },
  ];
  ddb.on(GetCommand).callsFake((input) => roundTrip(() => ({ Item: find(input.Key) })));
  ddb.on(QueryCommand).callsFake((input) => roundTrip(() => ({ Items: query(input) })));
  ddb.on(BatchGetCommand).callsFake((input) =>
    roundTrip(() => ({
      Responses: Object.fromEntries(
        Object.entries(input.RequestItems as Record<string, { Keys: Key[] }>).map(([t, r]) => [
          t,
          r.Keys.map(find).filter(Boolean),
        ]),
      ),
    })),
  );
  ddb.on(UpdateCommand).callsFake(() => roundTrip(() => ({})));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('outside/gethomedata round trips', () => {
  it("a visitor on a co-op host: one BatchGetItem beside the catalogues, then the co-op's one Query; warm, that Query only", async () => {
    const visit = () => call(getHomeData, { url: 'https://river.example/' });
    expect(await countTrips(visit)).toEqual({ waves: 2, calls: 4 });
    expect(Object.values(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!)).toEqual([
      { Keys: [keys.network(), keys.domain('river.example')] },
    ]);
    expect(await countTrips(visit)).toEqual({ waves: 1, calls: 1 });
    expect((await visit()).body.coopData.plid).toBe(417);
  });

  it("a visitor with a stored key: the co-op's page and the catalogues in one wave", async () => {
    expect(await countTrips(() => call(getHomeData, { key: '417', url: 'nowhere.example' }))).toEqual({
      waves: 1,
      calls: 3,
    });
    expect(await countTrips(() => call(getHomeData, { key: '417', url: 'nowhere.example' }))).toEqual({
      waves: 1,
      calls: 1,
    });
  });

  it("a signed-in member: the session lookup, then everything else in one wave; warm, the session then the co-op's page", async () => {
    const visit = () => call(getHomeData, { url: 'nowhere.example' }, member.headers, member.cookies);
    expect(await countTrips(visit)).toEqual({ waves: 2, calls: 4 });
    expect(await countTrips(visit)).toEqual({ waves: 2, calls: 2 });
    expect((await visit()).body.coopData.plid).toBe(417);
  });

  it('shows a changed co-op on the next call, on a warm instance too (a Platform Setup save on another instance)', async () => {
    expect((await call(getHomeData, { url: 'https://river.example/' })).body.coopData.displayName).toBe('River Co-op');
    items = items.map((i) =>
      i.pk === keys.coop(417).pk && i.sk === keys.coop(417).sk ? { ...i, displayName: 'Renamed' } : i,
    );
    expect((await call(getHomeData, { url: 'https://river.example/' })).body.coopData.displayName).toBe('Renamed');
  });

  it("keeps a host's co-op until the cache entry is older than its TTL, not longer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await call(getHomeData, { url: 'https://river.example/' })).body.coopData.plid).toBe(417);
    items = items.map((i) => (i.pk === keys.domain('river.example').pk ? { ...i, plid: 323 } : i));
    vi.advanceTimersByTime(HOME_CACHE_TTL_MS - 1_000);
    expect((await call(getHomeData, { url: 'https://river.example/' })).body.coopData.plid).toBe(417);
    vi.advanceTimersByTime(2_000);
    expect((await call(getHomeData, { url: 'https://river.example/' })).body.coopData.plid).toBe(323);
  });

  it('does not remember a failed read: the next call reads again and answers', async () => {
    let failed = false;
    ddb.on(QueryCommand).callsFake((input) =>
      roundTrip(() => {
        if (failed) return { Items: query(input) };
        failed = true;
        throw new Error('throttled');
      }),
    );
    expect((await call(getHomeData, { key: '417' })).status).toBe(500);
    expect((await call(getHomeData, { key: '417' })).body.coopData.plid).toBe(417);
  });

  it("keeps the co-op's groups and slides from its one Query, in order", async () => {
    const res = await call(getHomeData, { key: '417' });
    expect(res.body.features.map((f: { groupIdentifier: string }) => f.groupIdentifier)).toEqual(['local']);
    expect(res.body.slides).toEqual([expect.objectContaining({ title: 'River slide', image: '/static/slides/1.jpg' })]);
    expect((await call(getHomeData, { key: '323' })).body.slides).toEqual([]);
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
    expect(JSON.stringify(ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input))).toContain(
      keys.domain('river.example').pk,
    );
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
    expect(res.body.insurance.products).toEqual([
      expect.objectContaining({ productIdentifier: 'Life', selected: 1, image: '/static/insurance/Life.svg' }),
    ]);
    expect(res.body.coopData.logo).toBe('/static/logos/417.svg');
  });

  it('sends security headers and no-store caching', async () => {
    const res = await call(getHomeData, {});
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
    });
  });

  it('answers 400 with a clear message for a body that is not JSON or has wrong types', async () => {
    expect(await call(getHomeData, '{not json')).toMatchObject({
      status: 400,
      body: { success: false, message: COMMON_MESSAGES.badRequest },
    });
    const wrong = await call(getHomeData, { url: 12 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^url: /);
  });

  it('answers 413 for an oversized body', async () => {
    expect((await call(getHomeData, { url: 'x'.repeat(300_000) })).status).toBe(413);
  });

  it('answers 500 without internals when the database fails', async () => {
    ddb.on(QueryCommand).rejects(new Error('secret internal detail'));
    ddb.on(BatchGetCommand).rejects(new Error('secret internal detail'));
    const res = await call(getHomeData, {});
    expect(res).toMatchObject({ status: 500, body: { success: false, message: COMMON_MESSAGES.serverError } });
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
    expect(await call(setCoop, { url: 'https://portal.example/coop/999' })).toMatchObject({
      status: 404,
      body: { success: false, message: COMMON_MESSAGES.coopNotFound },
    });
  });
  it('requires the url', async () => {
    expect(await call(setCoop, {})).toMatchObject({ status: 400, body: { success: false } });
  });
});

/** The browser's manifest fetch: a GET on the co-op's host, no body, no cookies. */
async function manifestOn(host: string, extra: Partial<APIGatewayProxyEventV2> = {}) {
  const res = (await getManifest(
    {
      ...event('', { host, 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'manifest' }),
      routeKey: 'GET /api/outside/manifest',
      headers: { host, 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'manifest' },
      body: undefined,
      requestContext: {
        http: {
          method: 'GET',
          path: '/api/outside/manifest',
          protocol: 'HTTP/1.1',
          sourceIp: '203.0.113.9',
          userAgent: 't',
        },
        requestId: 'r2',
      } as APIGatewayProxyEventV2['requestContext'],
      ...extra,
    },
    ctx,
  )) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode!, body: JSON.parse(res.body!), headers: res.headers! };
}
const svgOf = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''));

describe('outside/manifest', () => {
  beforeEach(() => {
    Object.assign(items.find((i) => i.plid === 417)!, {
      displayName: 'Riverbend Electric Cooperative',
      mainColor: '#0b7285',
      topBarColor: '#0a3d62',
    });
  });

  it('answers each co-op’s host with its own manifest: name, short name, colours, icons', async () => {
    const river = await manifestOn('river.example');
    const fallback = await manifestOn('nowhere.example');
    expect(river.status).toBe(200);
    expect(river.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const r = webManifest.parse(river.body);
    expect(r).toMatchObject({
      name: 'Riverbend Electric Cooperative',
      short_name: 'Riverbend',
      theme_color: '#0a3d62',
      display: 'standalone',
      start_url: '/b2c/chome',
      scope: '/',
    });
    // An unknown host gets the network default's, as gethomedata does.
    const d = webManifest.parse(fallback.body);
    expect(d).toMatchObject({ name: 'Default Co-op', short_name: 'Default', theme_color: '#000000' });
    expect(r.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]);
    expect(svgOf(r.icons[1]!.src)).toContain('fill="#0b7285"');
    expect(svgOf(r.icons[1]!.src)).toContain('>RE</text>');
    expect(svgOf(d.icons[1]!.src)).toContain('>DC</text>');
    expect(r.icons[0]!.src).not.toBe(d.icons[0]!.src);
    // The card and the favorites one long press away on the home screen.
    expect(r.shortcuts.map((s) => [s.short_name, s.url])).toEqual([
      ['Card', '/b2c/ccard'],
      ['Favorites', '/b2c/clocaldeals?favorites=1'],
    ]);
  });

  it('lists the icons made from the co-op’s logo once it has them, each with its type', async () => {
    const made = (name: string) => `logos/417-logo-7f3c-${name}.png`;
    Object.assign(items.find((i) => i.plid === 417)!, {
      appIcons: {
        'any-192': made('any-192'),
        'any-512': made('any-512'),
        'maskable-192': made('maskable-192'),
        'maskable-512': made('maskable-512'),
      },
    });
    const m = webManifest.parse((await manifestOn('river.example')).body);
    expect(m.icons).toEqual([
      { src: '/static/logos/417-logo-7f3c-any-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/static/logos/417-logo-7f3c-any-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/static/logos/417-logo-7f3c-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/static/logos/417-logo-7f3c-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('is revalidated on each use (a Platform Setup change shows without a deploy) and needs no session', async () => {
    const res = await manifestOn('river.example');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(ddb.commandCalls(GetCommand).map((c) => JSON.stringify(c.args[0].input.Key))).not.toContain('SESSION');
  });

  it('keeps markup out of the icons whatever the stored name and colour hold', async () => {
    Object.assign(items.find((i) => i.plid === 417)!, {
      displayName: '<script>"x" & y',
      mainColor: 'red"/><script>',
      topBarColor: 'javascript:1',
    });
    const m = webManifest.parse((await manifestOn('river.example')).body);
    const svg = svgOf(m.icons[0]!.src);
    expect(svg).not.toMatch(/<script|javascript:/);
    expect(svg).toContain('fill="#1f2937"');
    expect(m.theme_color).toBe('#1f2937');
  });

  it('answers 4xx, never 5xx, to a body, a cross-site fetch or an unknown network', async () => {
    expect((await manifestOn('river.example', { body: '{not json' })).status).toBe(200);
    expect(
      (await manifestOn('river.example', { headers: { host: 'river.example', 'sec-fetch-site': 'cross-site' } }))
        .status,
    ).toBe(403);
    items = items.filter((i) => !('plid' in i) || i.plid !== 323);
    items = items.filter((i) => !('defaultPlid' in i));
    expect((await manifestOn('nowhere.example')).status).toBe(404);
  });
});

describe('no input makes them fail with a 5xx', () => {
  const anyBody = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.json({ maxDepth: 3 }),
    fc.record(
      {
        url: fc.oneof(fc.webUrl(), fc.string(), fc.integer(), fc.constant(null)),
        key: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        credentials: fc.anything(),
      },
      { requiredKeys: [] },
    ),
  );
  it.each([
    ['gethomedata', getHomeData],
    ['setcoop', setCoop],
    ['manifest', getManifest],
  ])('%s', async (_, h) => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const res = await call(h, body);
        expect(res.status).toBeLessThan(500);
        // An answer (home data, or the manifest, which has a name) or a clear message.
        expect(
          res.body.success === true || typeof res.body.name === 'string' || typeof res.body.message === 'string',
        ).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
