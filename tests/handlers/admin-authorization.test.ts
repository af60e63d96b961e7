import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { implementedRoutes } from '../../infra/lib/deployed-routes.js';
import { permissionsFor } from '../../infra/lib/permissions.js';
import { hasRole, ROLES, type Role } from '../../shared/roles.js';
import { findRoute, routes, type RouteDef, type RoutePath } from '../../shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { EXAMPLE_MEMBER, ROUTE_EXAMPLES } from '../support/route-examples.js';
import { keys } from '../../functions/db/keys.js';
import type { NormalEmail } from '../../functions/model/email-address.js';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';

// Every admin route of the route table, with its example bodies (which name co-op 323's own
// business, member and messages), called as a visitor, a member, staff below the route's role,
// and staff of the other co-op: each is refused or sees none of co-op 323's data, and nothing of
// co-op 323 changes. Then the route's own role gets through with no grant refused.

const harness = installIamHarness();
afterAll(() => harness.restore());

const OTHER_PLID = 417;
const adminRoutes = implementedRoutes()
  .map((r) => findRoute(r.path)!)
  .filter((r) => r.access === 'admin');
const examplesOf = (route: RouteDef) => (ROUTE_EXAMPLES as Record<string, readonly unknown[] | undefined>)[route.path] ?? [];

/** Text that exists only in co-op 323's data once the setup has run. */
const SECRETS = [FIXTURE.email, FIXTURE.memberId, EXAMPLE_MEMBER.email, EXAMPLE_MEMBER.memberId, 'bp-harness-2', 'Sample Bakery', 'next member meeting', 'Term life for a family', 'Harness Pizza'];

/** Co-op 323's business in review, a contact message and an insurance lead, made the way members make them. */
async function seedCoopData() {
  const make: RoutePath[] = ['tbp/savebusinesstemp', 'outside/contactform', 'b2c/saveinsurancelead'];
  for (const path of make) {
    harness.use(permissionsFor(routes[path]));
    for (const body of examplesOf(routes[path])) expect((await callRoute(path, body, { session: true })).status, path).toBe(200);
  }
  harness.mails.length = 0;
  // A second member, whom the member routes' examples deactivate and reactivate.
  const m = EXAMPLE_MEMBER;
  harness.tables.put('core', {
    ...keys.member(m.memberId), ...keys.memberListing(FIXTURE.plid, m, m.memberId), ...keys.memberZipListing(FIXTURE.plid, FIXTURE.zip, m, m.memberId),
    ...m, plid: FIXTURE.plid, zip: FIXTURE.zip, dob: null, cellPhone: null, gender: null, optout: 1, signupDate: '2026-01-02T10:00:00.000Z', lastLogin: null, latestzip: null,
    role: 'member', status: 'active', tokens: {},
  });
  harness.tables.put('core', { ...keys.memberEmail(m.email as NormalEmail), memberId: m.memberId });
}

/** Co-op 323's core and geo data (everything but another co-op's own items). */
function coopSnapshot(): string {
  const mine = (item: Record<string, unknown>) => item.plid !== OTHER_PLID && !JSON.stringify([item.pk, item.sk, item.gsi1pk]).includes(`#${OTHER_PLID}`);
  return JSON.stringify((['core', 'geo'] as const).map((t) => harness.tables.all(t).filter(mine)));
}

/** An upload route's example goes multipart, with a real image, as the page sends it. */
async function send(route: RouteDef, body: unknown, options: { session?: boolean } = {}) {
  const filename = (body as { filename?: string }).filename ?? 'x.png';
  const upload = route.multipart ? { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId)), filename } : undefined;
  return callRoute(route.path, body as object, { ...options, upload });
}

const ROLES_BELOW = (needed: Role): Role[] => (['backoffice', 'admin'] as Role[]).filter((r) => !hasRole(r, needed));

it('covers every admin route of the route table', () => {
  const declared = Object.values(routes).filter((r) => r.access === 'admin').map((r) => r.path);
  expect(adminRoutes.map((r) => r.path).sort()).toEqual(declared.sort());
  expect(adminRoutes.length).toBeGreaterThan(3);
});

describe.each(adminRoutes.map((r) => [r.path, r] as const))('%s', (_path, route) => {
  beforeEach(async () => {
    await harness.reset();
    await seedCoopData();
    harness.use(permissionsFor(route));
  });

  const examples = examplesOf(route).map((body, i) => [i + 1, body] as const);

  it.each(examples)('example %i: a visitor and a member are refused, changing nothing', async (_i, body) => {
    const before = coopSnapshot();
    expect(await send(route, body)).toMatchObject({ status: 401, body: { message: COMMON_MESSAGES.pleaseLogin } });
    harness.actAs('member');
    expect(await send(route, body, { session: true })).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.forbidden } });
    expect(coopSnapshot()).toBe(before);
    expect(harness.mails).toEqual([]);
  });

  it.each(examples)('example %i: staff below the route’s role are refused, changing nothing', async (_i, body) => {
    const before = coopSnapshot();
    for (const role of ROLES_BELOW(route.staff!)) {
      harness.actAs(role);
      expect(await send(route, body, { session: true }), role).toMatchObject({ status: 403, body: { message: route.staff === 'network' ? ADMIN_MESSAGES.networkOnly : COMMON_MESSAGES.staffReadOnly } });
    }
    expect(coopSnapshot()).toBe(before);
    expect(harness.mails).toEqual([]);
  });

  // A network admin manages every co-op (their routes create co-ops and move their own session),
  // so "the other co-op's staff" has no meaning for network routes; lower roles are refused above.
  if (route.staff !== 'network') it.each(examples)('example %i: staff of the other co-op see and change nothing of this one', async (_i, body) => {
    const before = coopSnapshot();
    harness.actAs(route.staff!, OTHER_PLID);
    const res = await send(route, body, { session: true });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    const text = JSON.stringify(res.body);
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
    expect(coopSnapshot()).toBe(before);
    expect(harness.mails).toEqual([]);
  });

  it.each(examples)('example %i: its own role in its own co-op gets through, no grant refused', async (_i, body) => {
    harness.actAs(route.staff!);
    const res = await send(route, body, { session: true });
    expect(harness.refusals).toEqual([]);
    expect(res.status, [JSON.stringify(res.body), ...res.errors].join('\n')).toBe(200);
  });
});

// The members area's role ladder (member < backoffice < admin < network): staff see and act on
// members of a role below their own only; one at or above it is not found, by every member route,
// and stays as it was. Co-op 323's second member is given each role in turn.
describe('member routes by the role of the member they name', () => {
  const STAFF: Role[] = ['backoffice', 'admin', 'network'];
  const TARGETS: Role[] = ['member', 'backoffice', 'admin', 'network'];
  const cases = STAFF.flatMap((staff) => TARGETS.map((target) => [staff, target, ROLES.indexOf(staff) > ROLES.indexOf(target)] as const));
  const target = () => harness.tables.get('core', keys.member(EXAMPLE_MEMBER.memberId))!;
  const setTarget = (fields: Record<string, unknown>) => harness.tables.put('core', { ...target(), ...fields });

  async function as<P extends RoutePath>(staff: Role, path: P, body: Record<string, unknown>) {
    harness.actAs(staff);
    harness.use(permissionsFor(routes[path]));
    const res = await callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
    expect(harness.refusals).toEqual([]);
    return res;
  }
  const memberId = EXAMPLE_MEMBER.memberId;
  const notFound = { status: 404, body: { message: ADMIN_MESSAGES.memberNotFound } };

  beforeEach(async () => {
    await harness.reset();
    await seedCoopData();
  });

  it.each(cases)('%s viewing a %s: seen only when below (%s)', async (staff, role, below) => {
    setTarget({ role });
    const detail = await as(staff, 'admin/getmember', { memberId });
    if (below) expect(detail).toMatchObject({ status: 200, body: { member: { memberId, role } } });
    else expect(detail).toMatchObject(notFound);
    for (const query of [EXAMPLE_MEMBER.email, EXAMPLE_MEMBER.lastName, FIXTURE.zip, '']) {
      const list = await as(staff, 'admin/listmembers', { query });
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body).includes(memberId), query).toBe(below);
    }
  });

  it.each(cases)('%s deactivating and reactivating a %s: done only when below (%s)', async (staff, role, below) => {
    setTarget({ role });
    const before = JSON.stringify(target());
    const off = await as(staff, 'admin/setmemberstatus', { memberId, action: 'deactivate' });
    if (staff === 'backoffice') expect(off).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.staffReadOnly } });
    else if (below) expect(off).toMatchObject({ status: 200, body: { status: 'inactive' } });
    else expect(off).toMatchObject(notFound);
    if (!below || staff === 'backoffice') expect(JSON.stringify(target())).toBe(before);

    setTarget({ status: 'inactive', reactivateTo: 'active' });
    const inactive = JSON.stringify(target());
    const on = await as(staff, 'admin/setmemberstatus', { memberId, action: 'reactivate' });
    if (staff === 'backoffice') expect(on).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.staffReadOnly } });
    else if (below) expect(on).toMatchObject({ status: 200, body: { status: 'active' } });
    else expect(on).toMatchObject(notFound);
    if (!below || staff === 'backoffice') expect(JSON.stringify(target())).toBe(inactive);
  });

  it.each(STAFF)('%s sees their own record but cannot change its status', async (staff) => {
    expect(await as(staff, 'admin/getmember', { memberId: FIXTURE.memberId })).toMatchObject({ status: 200, body: { member: { memberId: FIXTURE.memberId } } });
    if (staff === 'backoffice') return;
    expect(await as(staff, 'admin/setmemberstatus', { memberId: FIXTURE.memberId, action: 'deactivate' })).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotDeactivateSelf } });
    expect(await as(staff, 'admin/setmemberstatus', { memberId: FIXTURE.memberId, action: 'reactivate' })).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotChangeOwnStatus } });
  });
});
