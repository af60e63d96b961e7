import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { implementedRoutes } from '../../infra/lib/deployed-routes.js';
import { keys } from '../../functions/db/keys.js';
import { allowingPermission, chainPermissions, likeMatches, permissionsFor, routePermissions, SESSION_KEY_PATTERN } from '../../infra/lib/permissions.js';
import { findRoute, routes, type RouteDef } from '../../shared/routes.js';
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
const examplesOf = (route: RouteDef) => (ROUTE_EXAMPLES as Record<string, readonly unknown[] | undefined>)[route.path] ?? [];

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
    const upload = route.multipart ? { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId)), filename } : undefined;
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
    expect(harness.refusals).toContainEqual(expect.objectContaining({ action: 'dynamodb:UpdateItem', target: 'table/ephemeral' }));
    expect(res.status).toBe(500);

    await harness.reset();
    harness.use(permissionsFor(route));
    expect((await callRoute(route.path, ROUTE_EXAMPLES['outside/gethomedata']![0], { session: true })).status).toBe(200);
    expect(harness.refusals).toEqual([]);
  });

  it('catches the recoverpassword grant that was missing: read-only core access cannot store the reset link', async () => {
    // outside/recoverpassword's data needs as they were (core: read) before this harness ran.
    harness.use(permissionsFor({ data: { core: 'read', ephemeral: 'write', mail: true } }));
    const res = await callRoute('outside/recoverpassword', { email: FIXTURE.email });
    expect(harness.refusals).toContainEqual(
      expect.objectContaining({ action: 'dynamodb:UpdateItem', target: 'table/core', leadingKeys: [keys.member(FIXTURE.memberId).pk] }),
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
    for (const other of [keys.rate('login-ip', '1.2.3.4', 0).pk, keys.token('a'.repeat(64)).pk, keys.member(FIXTURE.memberId).pk]) {
      expect(likeMatches(SESSION_KEY_PATTERN, other)).toBe(false);
    }
    expect(allowingPermission(chain, { action: 'dynamodb:UpdateItem', target: table(), leadingKeys: [session] })).toBeDefined();
    expect(allowingPermission(chain, { action: 'dynamodb:GetItem', target: table(), leadingKeys: [session] })).toBeDefined();
    expect(allowingPermission(chain, { action: 'dynamodb:UpdateItem', target: table(), leadingKeys: [keys.rate('login-ip', '1.2.3.4', 0).pk] })).toBeUndefined();
    expect(allowingPermission(chain, { action: 'dynamodb:DeleteItem', target: table(), leadingKeys: [session] })).toBeUndefined();
    expect(allowingPermission(chain, { action: 'dynamodb:Query', target: table('gsi1'), leadingKeys: [session] })).toBeUndefined();
    expect(allowingPermission(chain, { action: 'dynamodb:GetItem', target: { kind: 'table', table: 'core' }, leadingKeys: [session] })).toBeUndefined();
  });

  it('gives every route the chain grants, apart from its own', () => {
    for (const route of Object.values(routes)) {
      const all = permissionsFor(route);
      expect(all.filter((p) => p.source === 'chain')).toEqual(chain);
      expect(all.filter((p) => p.source === 'route')).toEqual(routePermissions(route.data));
    }
  });
});
