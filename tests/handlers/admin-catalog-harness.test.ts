import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { saveCoopDomains } from '#functions/core/admin/domains.js';
import { clearHomeCache } from '#functions/core/home/home-cache.js';
import { keys } from '#functions/db/keys.js';
import { errorAnswer } from '#functions/lib/error-answer.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { saveDomainsRequest } from '#shared/schemas/admin-catalog.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Platform Setup under each route's IAM role, as co-op 323's admin: feature groups, the national
// deals and insurance offered, host names and served ZIPs. Each save shows on the member home at
// once (this instance's home cache forgets the co-op), a stale version is refused with 409 and a
// host of another co-op is refused, with nothing changed.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
/** The member home of a host, as a visitor's page load asks for it. */
const homeOf = async (host: string) => {
  harness.use(permissionsFor(routes['outside/gethomedata']));
  return (await callRoute('outside/gethomedata', { url: `https://${host}/b2c/chome` })).body as Record<
    string,
    unknown
  > & {
    key: string;
    features: { groupIdentifier: string; groupName: string }[];
    nationalDeals: { dealId: string }[];
    insurance: { products: { productIdentifier: string; selected: number }[] };
  };
};
const coreItems = () => JSON.stringify(harness.tables.all('core'));

type Group = {
  groupIdentifier: string;
  groupName: string;
  route: string;
  image: string;
  onLogged: 0 | 1;
  showSquare: 0 | 1;
};
const pick = ({ groupIdentifier, groupName, route, image, onLogged, showSquare }: Group): Group => ({
  groupIdentifier,
  groupName,
  route,
  image,
  onLogged,
  showSquare,
});

beforeEach(async () => {
  await harness.reset();
  clearHomeCache();
  harness.actAs('admin');
});

describe('feature groups', () => {
  it('lists the co-op’s groups in menu order, never saved from here (version 0)', async () => {
    const res = await call('admin/listgroups');
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({ success: true, version: 0 });
    const groups = res.body.groups as (Group & { imageUrl: string })[];
    expect(groups.map((g) => g.groupIdentifier)).toEqual([
      'health',
      'travel',
      'safety',
      'marketplace',
      'localdeals',
      'nationaldeals',
      'insurance',
    ]);
    expect(groups[0]).toMatchObject({
      groupName: 'Health & Wellness',
      route: 'chealthysavings',
      image: 'mainmenu/323-health.svg',
      showSquare: 1,
    });
    expect(groups[0]!.imageUrl).toContain('mainmenu/323-health.svg');
  });

  it('saves a reordered, renamed, shortened list with a new group; the member home follows at once', async () => {
    await homeOf(FIXTURE.host); // warm the cache: the save must not be hidden by it
    const groups = ((await call('admin/listgroups')).body.groups as Group[]).map(pick);
    const next = [
      { ...groups.find((g) => g.groupIdentifier === 'localdeals')!, groupName: 'Shop Local' },
      groups.find((g) => g.groupIdentifier === 'health')!,
      {
        groupIdentifier: 'coop-news',
        groupName: 'Co-op News',
        route: 'https://news.prairiesky.example/',
        image: 'mainmenu/323-travel.svg',
        onLogged: 1 as const,
        showSquare: 0 as const,
      },
    ];
    const res = await call('admin/savegroups', { version: 0, groups: next });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.setupSaved, version: 1 });

    const listed = await call('admin/listgroups');
    expect(listed.body.version).toBe(1);
    expect((listed.body.groups as Group[]).map(pick)).toEqual(next);
    const home = await homeOf(FIXTURE.host);
    expect(home.features.map((g) => [g.groupIdentifier, g.groupName])).toEqual([
      ['localdeals', 'Shop Local'],
      ['health', 'Health & Wellness'],
      ['coop-news', 'Co-op News'],
    ]);
    // A group keeps the deals it had; a new one starts with none.
    expect(harness.tables.get('core', keys.group(FIXTURE.plid, 1, 'localdeals'))).toMatchObject({
      features: [{ dealIdentifier: 'localdeals' }],
    });
    expect(harness.tables.get('core', keys.group(FIXTURE.plid, 3, 'coop-news'))).toMatchObject({ features: [] });
    expect(harness.tables.get('core', keys.group(FIXTURE.plid, 2, 'travel'))).toBeUndefined();
  });

  it('refuses a save started from an older version (another admin saved first), changing nothing', async () => {
    const groups = ((await call('admin/listgroups')).body.groups as Group[]).map(pick);
    expect((await call('admin/savegroups', { version: 0, groups: groups.slice(1) })).status).toBe(200);
    const before = coreItems();
    const res = await call('admin/savegroups', { version: 0, groups: groups.slice(2) });
    expect(res).toMatchObject({ status: 409, body: { message: ADMIN_MESSAGES.setupStale } });
    expect(coreItems()).toBe(before);
  });

  it('refuses duplicate identifiers, unknown routes and too many groups, changing nothing', async () => {
    const g = {
      groupIdentifier: 'a',
      groupName: 'A',
      route: 'clocaldeals',
      image: 'mainmenu/a.svg',
      onLogged: 0,
      showSquare: 1,
    };
    const before = coreItems();
    expect((await call('admin/savegroups', { version: 0, groups: [g, { ...g, groupName: 'B' }] })).body.message).toBe(
      ADMIN_MESSAGES.groupIdDuplicate,
    );
    expect((await call('admin/savegroups', { version: 0, groups: [{ ...g, route: 'cnowhere' }] })).body.message).toBe(
      ADMIN_MESSAGES.groupRouteInvalid,
    );
    expect(
      (await call('admin/savegroups', { version: 0, groups: [{ ...g, route: 'http://plain.example/' }] })).body.message,
    ).toBe(ADMIN_MESSAGES.groupRouteInvalid);
    expect((await call('admin/savegroups', { version: 0, groups: [{ ...g, image: '../secrets' }] })).body.message).toBe(
      ADMIN_MESSAGES.groupImageInvalid,
    );
    const many = Array.from({ length: 21 }, (_, i) => ({ ...g, groupIdentifier: `g${i}` }));
    expect((await call('admin/savegroups', { version: 0, groups: many })).body.message).toBe(
      ADMIN_MESSAGES.tooManyGroups,
    );
    expect(coreItems()).toBe(before);
  });
});

describe('catalog choice', () => {
  it('shows every product offered until the co-op chooses, then the home offers only the chosen ones', async () => {
    const first = await call('admin/getcatalog');
    expect(harness.refusals).toEqual([]);
    const deals = first.body.nationalDeals as { dealId: string; offered: boolean }[];
    expect(deals.length).toBeGreaterThan(2);
    expect(deals.every((d) => d.offered)).toBe(true);
    expect(first.body.insurance).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productIdentifier: 'Freeadd', offered: true, highlighted: true }),
      ]),
    );

    await homeOf(FIXTURE.host);
    const res = await call('admin/savecatalog', {
      version: 0,
      nationalDealIds: ['ND-1002', 'ND-1001'],
      insuranceIds: ['Pet', 'Life'],
      insuranceSelected: ['Pet'],
    });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({ success: true, version: 1, message: ADMIN_MESSAGES.setupSaved });
    const home = await homeOf(FIXTURE.host);
    expect(home.nationalDeals.map((d) => d.dealId)).toEqual(['ND-1001', 'ND-1002']);
    expect(home.insurance.products.map((p) => [p.productIdentifier, p.selected])).toEqual([
      ['Life', 0],
      ['Pet', 1],
    ]);

    const again = await call('admin/getcatalog');
    expect(
      (again.body.nationalDeals as { dealId: string; offered: boolean }[])
        .filter((d) => d.offered)
        .map((d) => d.dealId),
    ).toEqual(['ND-1001', 'ND-1002']);
  });

  it('refuses unknown products, a highlight that is not offered and a stale version, changing nothing', async () => {
    const before = coreItems();
    const base = { version: 0, nationalDealIds: ['ND-1001'], insuranceIds: ['Life'], insuranceSelected: [] };
    expect(await call('admin/savecatalog', { ...base, nationalDealIds: ['ND-9999'] })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.catalogUnknown },
    });
    expect(await call('admin/savecatalog', { ...base, insuranceSelected: ['Pet'] })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.catalogHighlightNotOffered },
    });
    expect(await call('admin/savecatalog', { ...base, version: 3 })).toMatchObject({
      status: 409,
      body: { message: ADMIN_MESSAGES.setupStale },
    });
    expect(coreItems()).toBe(before);
  });
});

describe('host names and served ZIPs', () => {
  it('lists the co-op’s hosts and ZIPs; a save claims a new host, releases a removed one and the home follows', async () => {
    const first = await call('admin/getdomains');
    expect(harness.refusals).toEqual([]);
    expect(first.body).toMatchObject({
      success: true,
      version: 0,
      primaryDomain: FIXTURE.host,
      hosts: ['127.0.0.1', 'localhost', FIXTURE.host],
      zips: ['660', '66044', '661', '670'],
    });

    const res = await call('admin/savedomains', {
      version: 0,
      primaryDomain: 'members.prairiesky.example',
      hosts: [FIXTURE.host, 'Members.PrairieSky.example'],
      zips: ['660', '67001'],
    });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      version: 1,
      primaryDomain: 'members.prairiesky.example',
      hosts: ['members.prairiesky.example', FIXTURE.host],
      zips: ['660', '67001'],
    });
    expect((await homeOf('members.prairiesky.example')).key).toBe(String(FIXTURE.plid));
    expect(harness.tables.get('core', keys.domain('localhost'))).toBeUndefined();
    expect(harness.tables.get('core', keys.serviceArea('67001', FIXTURE.plid))).toMatchObject({ plid: FIXTURE.plid });
    expect(harness.tables.get('core', keys.serviceArea('661', FIXTURE.plid))).toBeUndefined();
    expect(harness.tables.get('core', keys.coop(FIXTURE.plid))).toMatchObject({
      primaryDomain: 'members.prairiesky.example',
    });
    expect((await call('admin/getdomains')).body).toMatchObject({
      version: 1,
      hosts: ['members.prairiesky.example', FIXTURE.host],
      zips: ['660', '67001'],
    });
  });

  it('refuses a host another co-op holds, naming it, and changes nothing', async () => {
    harness.tables.put('core', {
      ...keys.domain('riverbend.localhost'),
      ...keys.domainListing(417, 'riverbend.localhost'),
      plid: 417,
    });
    const before = coreItems();
    const res = await call('admin/savedomains', {
      version: 0,
      primaryDomain: FIXTURE.host,
      hosts: [FIXTURE.host, 'riverbend.localhost'],
      zips: [],
    });
    expect(res).toMatchObject({ status: 409, body: { message: `${ADMIN_MESSAGES.hostTaken}riverbend.localhost` } });
    expect(coreItems()).toBe(before);
  });

  it('refuses a main host that is not listed, bad hosts and ZIPs, and a stale version', async () => {
    const before = coreItems();
    const base = { version: 0, primaryDomain: FIXTURE.host, hosts: [FIXTURE.host], zips: ['660'] };
    expect((await call('admin/savedomains', { ...base, primaryDomain: 'other.example' })).body.message).toBe(
      ADMIN_MESSAGES.primaryHostNotListed,
    );
    expect((await call('admin/savedomains', { ...base, hosts: [FIXTURE.host, 'bad host!'] })).body.message).toBe(
      ADMIN_MESSAGES.hostInvalid,
    );
    expect((await call('admin/savedomains', { ...base, hosts: [] })).body.message).toBe(ADMIN_MESSAGES.hostsRequired);
    expect((await call('admin/savedomains', { ...base, zips: ['6604'] })).body.message).toBe(
      ADMIN_MESSAGES.zipAreaInvalid,
    );
    expect((await call('admin/savedomains', { ...base, zips: ['660', '660'] })).body.message).toBe(
      ADMIN_MESSAGES.zipAreaDuplicate,
    );
    expect(await call('admin/savedomains', { ...base, version: 2 })).toMatchObject({
      status: 409,
      body: { message: ADMIN_MESSAGES.setupStale },
    });
    expect(coreItems()).toBe(before);
  });

  it('lets back-office staff read the setup but not save it', async () => {
    harness.actAs('backoffice');
    expect((await call('admin/getdomains')).status).toBe(200);
    expect(
      await call('admin/savedomains', { version: 0, primaryDomain: FIXTURE.host, hosts: [FIXTURE.host], zips: [] }),
    ).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.staffReadOnly } });
  });
});

// Two co-ops may serve one area (the demo's 66044), but only the network admin may make it so:
// a co-op admin's save that adds an area overlapping another co-op's (the same, covered by one of
// its prefixes, or covering one of its ZIPs) is refused whole, naming the areas; saves that keep
// an existing overlap go through. The review's attack: Riverbend claiming Prairie Sky's 660, 661, 670.
describe('served ZIPs another co-op serves', () => {
  const RIVERBEND = DEMO_COOPS.find((c) => c.record.plid === 417)!;
  const riverbendZips = [...RIVERBEND.serviceArea, '38001'];
  beforeEach(() => {
    const c = RIVERBEND.record;
    harness.tables.put('core', { ...keys.coop(c.plid), ...keys.coopListing(c.plid), ...c });
    for (const zip of riverbendZips)
      harness.tables.put('core', {
        ...keys.serviceArea(zip, c.plid),
        ...keys.serviceAreaListing(c.plid, zip),
        plid: c.plid,
        coopName: c.coopName,
      });
  });
  const holders = (zip: string) =>
    harness.tables
      .all('core')
      .filter((i) => i.pk === keys.serviceAreaPk(zip))
      .map((i) => i.plid);
  const save = (zips: string[], host: string = FIXTURE.host) =>
    call('admin/savedomains', { version: 0, primaryDomain: host, hosts: [host], zips });
  const refusal = (zips: string) => ({
    status: 403,
    body: { message: ADMIN_MESSAGES.zipsServedByOther.replace('{zips}', zips) },
  });

  it("refuses a co-op admin's save adding another co-op's areas, naming them, and changes nothing", async () => {
    harness.actAs('admin', 417);
    const before = coreItems();
    // Prairie Sky's prefixes (660 also covers the 66044 both serve), and a ZIP one of them covers.
    expect(await save([...riverbendZips, '660', '661', '670', '385'], 'riverbend.localhost')).toMatchObject(
      refusal('660, 661, 670'),
    );
    expect(await save([...riverbendZips, '66099'], 'riverbend.localhost')).toMatchObject(refusal('66099'));
    harness.actAs('admin');
    // Riverbend's ZIP, one under its prefix, and a prefix covering its 38001.
    expect(await save(['660', '661', '66044', '670', '38001', '37210', '380'])).toMatchObject(
      refusal('38001, 37210, 380'),
    );
    expect(coreItems()).toBe(before);
    expect(holders('660')).toEqual([FIXTURE.plid]);
    expect(harness.refusals).toEqual([]);
  });

  it('lets a co-op admin add free areas and keep an overlap it has; the network admin may add an overlap', async () => {
    harness.actAs('admin', 417);
    expect(await save([...riverbendZips, '385', '68120'], 'riverbend.localhost')).toMatchObject({
      status: 200,
      body: { zips: [...riverbendZips, '385', '68120'].sort() },
    });
    harness.actAs('network', 417);
    const res = await call('admin/savedomains', {
      version: 1,
      primaryDomain: 'riverbend.localhost',
      hosts: ['riverbend.localhost'],
      zips: [...riverbendZips, '385', '68120', '661'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(holders('661').sort()).toEqual([FIXTURE.plid, 417]);
    expect(harness.refusals).toEqual([]);
  });

  it('gives a new area to one of two co-ops claiming it at once; the other is refused', async () => {
    harness.use(permissionsFor(routes['admin/savedomains']));
    const input = (host: string, zips: string[]) =>
      saveDomainsRequest.parse({ credentials: FIXTURE.memberId, version: 0, primaryDomain: host, hosts: [host], zips });
    const answers = await Promise.allSettled([
      saveCoopDomains(
        { plid: FIXTURE.plid, role: 'admin' },
        input(FIXTURE.host, ['660', '66044', '661', '670', '39001']),
      ),
      saveCoopDomains({ plid: 417, role: 'admin' }, input('riverbend.localhost', [...riverbendZips, '39001'])),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a) => a.status === 'rejected');
    expect(errorAnswer(refused?.reason)).toMatchObject({
      status: 403,
      body: { message: ADMIN_MESSAGES.zipsServedByOther.replace('{zips}', '39001') },
    });
    expect(holders('39001')).toHaveLength(1);
    expect(harness.refusals).toEqual([]);
  });
});
