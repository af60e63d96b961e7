import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { scanListings } from '../bench/bench-scan-repo.js';
import { dynamo } from '#functions/db/clients.js';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import { keys } from '#functions/db/keys.js';
import { getMedia, putMedia } from '#functions/db/media-repo.js';
import {
  allowingPermission,
  chainPermissions,
  likeMatches,
  permissionsFor,
  routePermissions,
  SESSION_KEY_PATTERN,
  TABLE_WRITE_ACTIONS,
} from '#infra/lib/permissions.js';
import { MEDIA, PRIVATE_MEDIA } from '#shared/constants.js';
import { findRoute, routeList, routes, type RouteDef, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// Every implemented route, called with its example bodies, as a visitor and with a live session
// that is due to slide, while the mocked AWS clients refuse whatever the route's role (the same
// permission model the API stack writes as IAM) would refuse in AWS. DynamoDB Local has no IAM,
// so this is where a missing grant shows.

const harness = installIamHarness();
afterAll(() => harness.restore());

const implemented = implementedRoutes().map((r) => findRoute(r.path)!);
const examplesOf = (route: RouteDef) =>
  (ROUTE_EXAMPLES as Record<string, readonly unknown[] | undefined>)[route.path] ?? [];

describe('route examples', () => {
  it.each(implemented.map((r) => [r.path, r]))('%s has at least one valid example body', (_path, route) => {
    const examples = examplesOf(route);
    expect(examples.length).toBeGreaterThan(0);
    for (const body of examples) expect(route.request.safeParse(body).error?.issues).toBeUndefined();
  });
});

describe.each(implemented.map((r) => [r.path, r] as const))('%s under its own role', (_path, route) => {
  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(route));
  });

  const cases = examplesOf(route).flatMap((body, i) => [
    [`example ${i + 1} as a visitor`, body, false] as const,
    [`example ${i + 1} with a session due to slide`, body, true] as const,
  ]);

  it.each(cases)('%s: no call refused, no 5xx', async (_name, body, session) => {
    // An upload route's example goes as the wizard sends it: multipart, with a real image.
    const filename = (body as { filename?: string }).filename ?? 'x.png';
    const upload = route.multipart
      ? { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId)), filename }
      : undefined;
    // An admin route's session is staff of the role it needs, so its data calls run.
    if (route.access === 'admin') harness.actAs(route.staff!);
    const res = await callRoute(route.path, body, { session, upload });
    expect(harness.refusals).toEqual([]);
    expect(res.status, [JSON.stringify(res.body), ...res.errors].join('\n')).toBeLessThan(500);
    if (session) {
      // The harness really exercised the chain's slide (an allowed write on a session key).
      expect(harness.calls).toContainEqual({ action: 'dynamodb:UpdateItem', target: 'table/ephemeral', allowed: true });
    }
  });
});

describe('the harness', () => {
  beforeEach(() => harness.reset());

  it('catches the original bug: a read-only home route without the chain grants cannot slide the session', async () => {
    const route = routes['outside/gethomedata'];
    // The role as it was: only what the route table's data needs say.
    harness.use(routePermissions(route.data));
    const res = await callRoute(route.path, ROUTE_EXAMPLES['outside/gethomedata']![0], { session: true });
    expect(harness.refusals).toContainEqual(
      expect.objectContaining({ action: 'dynamodb:UpdateItem', target: 'table/ephemeral' }),
    );
    expect(res.status).toBe(500);

    await harness.reset();
    harness.use(permissionsFor(route));
    expect((await callRoute(route.path, ROUTE_EXAMPLES['outside/gethomedata']![0], { session: true })).status).toBe(
      200,
    );
    expect(harness.refusals).toEqual([]);
  });

  it('catches the recoverpassword grant that was missing: read-only core access cannot store the reset link', async () => {
    // outside/recoverpassword's data needs as they were (core: read) before this harness ran.
    harness.use(
      permissionsFor({ data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] }, mail: true } }),
    );
    const res = await callRoute('outside/recoverpassword', { email: FIXTURE.email });
    expect(harness.refusals).toContainEqual(
      expect.objectContaining({
        action: 'dynamodb:UpdateItem',
        target: 'table/core',
        leadingKeys: [keys.member(FIXTURE.memberId).pk],
      }),
    );
    expect(res.status).toBe(500);
  });
});

describe('the permission model', () => {
  const chain = chainPermissions();
  const table = (index?: string) => ({ kind: 'table' as const, table: 'ephemeral' as const, index });

  it('lets the chain read and slide sessions only', () => {
    const session = keys.session('a'.repeat(64)).pk;
    expect(likeMatches(SESSION_KEY_PATTERN, session)).toBe(true);
    for (const other of [
      keys.rate('login-ip', '1.2.3.4', 0).pk,
      keys.token('a'.repeat(64)).pk,
      keys.member(FIXTURE.memberId).pk,
    ]) {
      expect(likeMatches(SESSION_KEY_PATTERN, other)).toBe(false);
    }
    expect(
      allowingPermission(chain, { action: 'dynamodb:UpdateItem', target: table(), leadingKeys: [session] }),
    ).toBeDefined();
    expect(
      allowingPermission(chain, { action: 'dynamodb:GetItem', target: table(), leadingKeys: [session] }),
    ).toBeDefined();
    expect(
      allowingPermission(chain, {
        action: 'dynamodb:UpdateItem',
        target: table(),
        leadingKeys: [keys.rate('login-ip', '1.2.3.4', 0).pk],
      }),
    ).toBeUndefined();
    expect(
      allowingPermission(chain, { action: 'dynamodb:DeleteItem', target: table(), leadingKeys: [session] }),
    ).toBeUndefined();
    expect(
      allowingPermission(chain, { action: 'dynamodb:Query', target: table('gsi1'), leadingKeys: [session] }),
    ).toBeUndefined();
    expect(
      allowingPermission(chain, {
        action: 'dynamodb:GetItem',
        target: { kind: 'table', table: 'core' },
        leadingKeys: [session],
      }),
    ).toBeUndefined();
  });

  it('gives every route the chain grants, apart from its own', () => {
    for (const route of Object.values(routes)) {
      const all = permissionsFor(route);
      expect(all.filter((p) => p.source === 'chain')).toEqual(chain);
      expect(all.filter((p) => p.source === 'route')).toEqual(routePermissions(route.data));
    }
  });
});

// Least privilege: each role reaches only the folders and item families its
// route names, and no role scans. The calls are the product's own db functions, made under a
// route's role as its handler would make them.
describe('narrowed grants', () => {
  beforeEach(() => harness.reset());
  const as = (path: RoutePath) => harness.use(permissionsFor(routes[path]));
  const denied = { name: 'AccessDeniedException' };
  const png = new Uint8Array([1]);
  const ephemeral = () => config().tables.ephemeral;
  const core = () => config().tables.core;
  // async: the harness answers allowed calls synchronously.
  const send = async (command: PutCommand | UpdateCommand | ScanCommand) => dynamo().send(command as PutCommand);
  const count = (table: string, key: { pk: string; sk: string }) =>
    send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'ADD #c :one',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );

  it("lets the member's image upload write business images only, never a signed agreement or a co-op's logo", async () => {
    as('setup/uploadbpimage');
    await expect(
      putMedia(`${MEDIA.business}${FIXTURE.memberId}/Image1C-bp1.png`, png, 'image/png'),
    ).resolves.toBeUndefined();
    await expect(
      putMedia(`${PRIVATE_MEDIA.agreements}harness-bp/agreement-1.pdf`, png, 'application/pdf'),
    ).rejects.toMatchObject(denied);
    await expect(putMedia(`${MEDIA.logos}323-logo.png`, png, 'image/png')).rejects.toMatchObject(denied);
    await expect(
      putMedia(`${MEDIA.business}../${PRIVATE_MEDIA.agreements}x.pdf`, png, 'application/pdf'),
    ).rejects.toMatchObject(denied);
    await expect(getMedia(`${PRIVATE_MEDIA.agreements}harness-bp/1.pdf`)).rejects.toMatchObject(denied);
    expect(harness.refusals.map((r) => r.action)).toEqual([
      's3:PutObject',
      's3:PutObject',
      's3:PutObject',
      's3:GetObject',
    ]);
  });

  it('lets the signing route write agreements only, and staff read agreements only', async () => {
    as('outside/signAgreement');
    await expect(
      putMedia(`${PRIVATE_MEDIA.agreements}harness-bp/agreement-2.pdf`, png, 'application/pdf'),
    ).resolves.toBeUndefined();
    await expect(putMedia(`${MEDIA.business}x/Image1C-bp1.png`, png, 'image/png')).rejects.toMatchObject(denied);
    as('admin/agreementpdf');
    await expect(getMedia(`${PRIVATE_MEDIA.agreements}harness-bp/1.pdf`)).resolves.toBeDefined();
    await expect(getMedia(`${MEDIA.business}x/Image1C-bp1.png`)).rejects.toMatchObject(denied);
    await expect(
      putMedia(`${PRIVATE_MEDIA.agreements}harness-bp/agreement-3.pdf`, png, 'application/pdf'),
    ).rejects.toMatchObject(denied);
  });

  it.each(['outside/activate', 'outside/checkresetlink', 'outside/checkzipcode'] as const)(
    'lets %s count rate limits and write nothing else',
    async (path) => {
      as(path);
      await expect(count(ephemeral(), keys.rate('link-ip', FIXTURE.sourceIp, 0))).resolves.toBeDefined();
      await expect(
        send(
          new PutCommand({ TableName: ephemeral(), Item: { ...keys.token('f'.repeat(64)), purpose: 'unsubscribe' } }),
        ),
      ).rejects.toMatchObject(denied);
      await expect(
        send(new PutCommand({ TableName: ephemeral(), Item: keys.session('f'.repeat(64)) })),
      ).rejects.toMatchObject(denied);
      await expect(count(core(), keys.member(FIXTURE.memberId))).rejects.toMatchObject(denied);
      expect(harness.refusals).toEqual([
        { action: 'dynamodb:PutItem', target: 'table/ephemeral', leadingKeys: [keys.token('f'.repeat(64)).pk] },
        { action: 'dynamodb:PutItem', target: 'table/ephemeral', leadingKeys: [keys.session('f'.repeat(64)).pk] },
        { action: 'dynamodb:UpdateItem', target: 'table/core', leadingKeys: [keys.member(FIXTURE.memberId).pk] },
      ]);
    },
  );

  it("lets login record the member's last login, but not write a co-op, an email claim or a partner", async () => {
    as('outside/login');
    await expect(count(core(), keys.member(FIXTURE.memberId))).resolves.toBeDefined();
    for (const key of [keys.coop(FIXTURE.plid), keys.coopStats(FIXTURE.plid), keys.partner('harness-bp')])
      await expect(count(core(), key)).rejects.toMatchObject(denied);
    await expect(
      send(new PutCommand({ TableName: core(), Item: { ...keys.memberEmail(FIXTURE.email as never), memberId: 'x' } })),
    ).rejects.toMatchObject(denied);
    expect(harness.refusals).toHaveLength(4);
  });

  it("lets the public contact form write its co-op's contact messages only", async () => {
    as('outside/contactform');
    await expect(count(core(), keys.contactMessage(FIXTURE.plid, FIXTURE.inboxAt, 'm1'))).resolves.toBeDefined();
    for (const key of [
      keys.insuranceLead(FIXTURE.plid, FIXTURE.inboxAt, 'l1'),
      keys.coop(FIXTURE.plid),
      keys.member(FIXTURE.memberId),
    ]) {
      await expect(count(core(), key)).rejects.toMatchObject(denied);
    }
  });

  it.each(routeList.map((r) => [r.path, r] as const))('refuses %s any Scan', async (_path, route) => {
    harness.use(permissionsFor(route));
    for (const table of ['core', 'ephemeral', 'geo'] as const) {
      await expect(send(new ScanCommand({ TableName: config().tables[table] }))).rejects.toMatchObject(denied);
    }
    expect(harness.refusals.map((r) => r.action)).toEqual(['dynamodb:Scan', 'dynamodb:Scan', 'dynamodb:Scan']);
  });

  it("refuses the bench's Scan of the deal listings to the search route that reads them", async () => {
    as('b2c/listdeals');
    await expect(scanListings(config().tables.geo, { queries: 0, itemsRead: 0 })).rejects.toMatchObject(denied);
  });

  it('states per route the item families each write grant may write, and none writes a whole table', () => {
    for (const route of routeList) {
      for (const p of routePermissions(route.data).filter((x) =>
        x.actions.some((a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a)),
      )) {
        expect(p.leadingKeys?.length, route.path).toBeGreaterThan(0);
        expect(p.leadingKeys, route.path).not.toContain('*');
      }
    }
  });
});
