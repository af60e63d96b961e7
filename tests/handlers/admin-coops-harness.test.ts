import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '#functions/model/tokens.js';
import { clearHomeCache } from '#functions/core/home/home-cache.js';
import { keys } from '#functions/db/keys.js';
import { portalUrlFor } from '#functions/core/portal-url.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { fill } from '#shared/constants.js';
import { DEFAULT_COLORS } from '#shared/schemas/admin-catalog.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The network admin's co-ops under each route's IAM role: a new co-op gets the next number, its
// own host (which then opens it), the default co-op's groups to start from and an invited first
// admin; a taken number, host or email is refused with nothing created; the network admin moves
// their own session to the new co-op and runs it from /admin; co-op staff are refused.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
const NEW_COOP = {
  coopName: 'Harness Valley Electric Cooperative',
  displayName: 'Harness Valley',
  zip: '68801',
  host: 'harnessvalley.localhost',
  adminEmail: 'First.Admin@HarnessValley.example',
  adminFirstName: 'Fran',
  adminLastName: 'First',
};
const coreItems = () => JSON.stringify(harness.tables.all('core'));
const session = () => harness.tables.get('ephemeral', keys.session(sha256(FIXTURE.sessionToken)));

beforeEach(async () => {
  await harness.reset();
  clearHomeCache();
  harness.actAs('network');
});

describe('co-ops of the network', () => {
  it('lists the co-ops and the one the network admin works in', async () => {
    const res = await call('admin/listcoops');
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      success: true,
      currentPlid: FIXTURE.plid,
      coops: [{ plid: FIXTURE.plid, primaryDomain: FIXTURE.host, zip: FIXTURE.zip }],
    });
  });

  it('creates a co-op that opens on its own host, with default colours, its own starter menu and an invited admin', async () => {
    const res = await call('admin/createcoop', NEW_COOP);
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      success: true,
      message: fill(ADMIN_MESSAGES.coopCreated, { url: portalUrlFor({ primaryDomain: NEW_COOP.host }) }),
      portalUrl: portalUrlFor({ primaryDomain: NEW_COOP.host }),
      coop: { plid: FIXTURE.plid + 1, coopName: NEW_COOP.coopName, primaryDomain: NEW_COOP.host, zip: '68801' },
    });

    harness.use(permissionsFor(routes['outside/gethomedata']));
    const home = (await callRoute('outside/gethomedata', { url: `http://${NEW_COOP.host}:3000/b2c/chome` })).body as {
      key: string;
      coopData: Record<string, unknown>;
      features: unknown[];
    };
    expect(home.key).toBe(String(FIXTURE.plid + 1));
    expect(home.coopData).toMatchObject({ displayName: 'Harness Valley', ...DEFAULT_COLORS });
    expect(home.features.length).toBeGreaterThan(0);

    expect(harness.mails).toEqual([expect.objectContaining({ to: ['first.admin@harnessvalley.example'] })]);
    const holder = harness.tables.get('core', keys.memberEmail('first.admin@harnessvalley.example' as never));
    expect(harness.tables.get('core', keys.member(String(holder!.memberId)))).toMatchObject({
      plid: FIXTURE.plid + 1,
      role: 'admin',
      status: 'invited',
    });
    expect((await call('admin/listcoops')).body.coops).toHaveLength(2);
  });

  it('refuses a taken number, a taken host and a taken email, creating nothing', async () => {
    const before = coreItems();
    expect(await call('admin/createcoop', { ...NEW_COOP, plid: FIXTURE.plid })).toMatchObject({
      status: 409,
      body: { message: ADMIN_MESSAGES.coopPlidTaken },
    });
    expect(await call('admin/createcoop', { ...NEW_COOP, host: FIXTURE.host })).toMatchObject({
      status: 409,
      body: { message: `${ADMIN_MESSAGES.hostTaken}${FIXTURE.host}` },
    });
    expect(await call('admin/createcoop', { ...NEW_COOP, adminEmail: FIXTURE.email })).toMatchObject({
      status: 409,
      body: { message: ADMIN_MESSAGES.adminEmailTaken },
    });
    expect((await call('admin/createcoop', { ...NEW_COOP, mainColor: 'blue' })).body.message).toBe(
      ADMIN_MESSAGES.colorInvalid,
    );
    expect(coreItems()).toBe(before);
    expect(harness.mails).toEqual([]);
  });

  it('takes a chosen free number', async () => {
    const res = await call('admin/createcoop', { ...NEW_COOP, plid: 900 });
    expect(res.body).toMatchObject({ success: true, coop: { plid: 900 } });
    expect(harness.tables.get('core', keys.coop(900))).toMatchObject({ coopName: NEW_COOP.coopName });
  });

  it('switches the network admin’s own session to the new co-op, whose setup /admin then shows', async () => {
    const plid = ((await call('admin/createcoop', NEW_COOP)).body.coop as { plid: number }).plid;
    const res = await call('admin/switchcoop', { plid });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.coopSwitched, coop: { plid } });
    expect(session()).toMatchObject({ plid, role: 'network' });
    expect((await call('admin/getdomains')).body).toMatchObject({
      primaryDomain: NEW_COOP.host,
      hosts: [NEW_COOP.host],
      zips: ['68801'],
    });
    expect(await call('admin/switchcoop', { plid: 4242 })).toMatchObject({
      status: 404,
      body: { message: COMMON_MESSAGES.coopNotFound },
    });
    expect(session()).toMatchObject({ plid });
  });
});

describe('a new co-op’s own identity (issue 37)', () => {
  it('shows only its own name, generated logo, card and slide: no key, id or link of the default co-op', async () => {
    const res = await call('admin/createcoop', NEW_COOP);
    expect(harness.refusals).toEqual([]);
    const plid = (res.body.coop as { plid: number }).plid;

    harness.use(permissionsFor(routes['outside/gethomedata']));
    const home = (await callRoute('outside/gethomedata', { url: `http://${NEW_COOP.host}/b2c/chome` })).body as {
      coopData: Record<string, string>;
      features: { image: string; route: string }[];
      slides: { image: string; upperTitle: string; legend: string; customButton: { outsideUrl: string | null } }[];
    };
    const own = (folder: string) => new RegExp(`^/static/${folder}/${plid}-starter-[0-9a-f]+-[a-z-]+\\.svg$`);
    expect(home.coopData).toMatchObject({ coopName: NEW_COOP.coopName, displayName: NEW_COOP.displayName });
    expect(home.coopData.logo).toMatch(own('logos'));
    expect(home.coopData.cardFront).toMatch(own('cards'));
    expect(home.coopData.cardBack).toMatch(own('cards'));
    expect(home.coopData.coopIdCard).toBe(`HV${plid}`);
    expect(home.features.length).toBeGreaterThan(0);
    for (const f of home.features) expect(f.image).toMatch(own('mainmenu'));
    expect(home.slides).toHaveLength(1);
    expect(home.slides[0]!.image).toMatch(own('slides'));
    expect(home.slides[0]!.upperTitle).toContain(NEW_COOP.displayName);
    expect(home.slides[0]!.customButton.outsideUrl).toBeNull();

    // Nothing of co-op 323 (name, card id, media keys, links) is in the new co-op's home.
    const page = JSON.stringify({ coop: home.coopData, features: home.features, slides: home.slides });
    const template = DEMO_COOPS.find((c) => c.record.plid === FIXTURE.plid)!;
    for (const foreign of [
      template.record.coopName,
      template.record.displayName,
      template.record.coopIdCard,
      template.record.logo,
      'prairiesky',
      ...template.groups.map((g) => g.image),
      ...template.slides.map((s) => s.image),
    ])
      expect(page).not.toContain(foreign);

    // Every image the page names was written to the media bucket under the route's own grant.
    const written = harness.calls.filter((c) => c.action === 's3:PutObject' && c.allowed).map((c) => c.target);
    for (const url of [home.coopData.logo, home.coopData.cardFront, home.coopData.cardBack, home.slides[0]!.image])
      expect(written.some((t) => t.endsWith(url!.replace('/static/', '')))).toBe(true);
    for (const f of home.features) expect(written.some((t) => t.endsWith(f.image.replace('/static/', '')))).toBe(true);
  });

  it('invites the first admin as the co-op’s administrator, not with the member activation text', async () => {
    await call('admin/createcoop', NEW_COOP);
    expect(harness.mails).toEqual([
      expect.objectContaining({ subject: `You are invited as the administrator of ${NEW_COOP.displayName}` }),
    ]);
    expect(harness.mailHtml[0]).toContain('administrator of Harness Valley Electric Cooperative');
    expect(harness.mailHtml[0]).not.toContain('has set up a free member savings account for you');
  });
});

describe('co-op staff', () => {
  it('cannot list, create or switch co-ops', async () => {
    harness.actAs('admin');
    const before = coreItems();
    for (const [path, body] of [
      ['admin/listcoops', {}],
      ['admin/createcoop', NEW_COOP],
      ['admin/switchcoop', { plid: 417 }],
    ] as const) {
      expect(await call(path, body), path).toMatchObject({
        status: 403,
        body: { message: ADMIN_MESSAGES.networkOnly },
      });
    }
    expect(coreItems()).toBe(before);
    expect(session()).toMatchObject({ plid: FIXTURE.plid });
    expect(harness.mails).toEqual([]);
  });
});
