import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import {
  BUCKET_WRITE_ACTIONS,
  permissionsFor,
  SEND_MAIL_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '#infra/lib/permissions.js';
import { hasRole, ROLES, type Role } from '#shared/roles.js';
import { findRoute, routeList, routes, type RouteDef, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import {
  EXAMPLE_MEMBER,
  putExampleMember,
  putExampleStaff,
  putOwnedBusiness,
  ROUTE_EXAMPLES,
} from '../support/route-examples.js';
import { keys } from '#functions/db/keys.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { ERROR_CODES } from '#shared/constants.js';
import type { TableId } from '#infra/lib/permissions.js';

// Every route of the route table, with its example bodies (which name co-op 323's own business,
// member and messages), called as a visitor, a member, backoffice staff, an admin, the admin of
// another co-op and the network admin. What each caller should get comes from the route's access
// declaration alone (accessOf below): a refusal is the chain's 401 or 403 with its message, and
// no write of any kind (table, bucket, mail) is even sent; a caller let in is never told 401/403
// nor answered 5xx, and its role refuses no call. Staff who signed in with the password alone (no
// second step yet, ADR 0090) are members on member routes and refused on every admin route. The other co-op's admin, let into an admin
// route, sees and changes nothing of co-op 323; staff in their own co-op get the example done.

const harness = installIamHarness();
afterAll(() => harness.restore());

const OTHER_PLID = 417;
const CALLERS = [
  'visitor',
  'member',
  'backoffice',
  'admin',
  'other co-op admin',
  'network',
  // The second factor as a dimension (ADR 0090): staff signed in with the password alone.
  'backoffice without second step',
  'network without second step',
] as const;
type Caller = (typeof CALLERS)[number];

/** The role a caller's session has, and whether it passed the staff's second step. */
function sessionOf(caller: Exclude<Caller, 'visitor'>): { role: Role; plid: number; secondStep: boolean } {
  if (caller === 'other co-op admin') return { role: 'admin', plid: OTHER_PLID, secondStep: true };
  if (caller === 'backoffice without second step') return { role: 'backoffice', plid: FIXTURE.plid, secondStep: false };
  if (caller === 'network without second step') return { role: 'network', plid: FIXTURE.plid, secondStep: false };
  return { role: caller, plid: FIXTURE.plid, secondStep: true };
}

const implemented = implementedRoutes().map((r) => findRoute(r.path)!);
const examplesOf = (route: RouteDef) =>
  (ROUTE_EXAMPLES as Record<string, readonly unknown[] | undefined>)[route.path] ?? [];

type Expected = { allowed: true } | { allowed: false; status: 401 | 403; message: string; code?: string };

/** What the route table says a caller gets: the one place the expectation is derived. */
function accessOf(route: RouteDef, caller: Caller): Expected {
  if (route.access === 'public' || route.access === 'link') return { allowed: true };
  if (caller === 'visitor') return { allowed: false, status: 401, message: COMMON_MESSAGES.pleaseLogin };
  if (route.access === 'member') return { allowed: true };
  const { role, secondStep } = sessionOf(caller);
  if (!hasRole(role, 'backoffice')) return { allowed: false, status: 403, message: COMMON_MESSAGES.forbidden };
  // Before any role of the route: staff without their second step reach no admin route at all.
  if (!secondStep)
    return {
      allowed: false,
      status: 403,
      message: SECOND_FACTOR_MESSAGES.secondStepRequired,
      code: ERROR_CODES.secondStepRequired,
    };
  const needed = route.staff ?? 'network';
  if (!hasRole(role, needed))
    return {
      allowed: false,
      status: 403,
      message: needed === 'network' ? ADMIN_MESSAGES.networkOnly : COMMON_MESSAGES.staffReadOnly,
    };
  return { allowed: true };
}

/** Text that exists only in co-op 323's data once the setup has run. */
const SECRETS = [
  FIXTURE.email,
  FIXTURE.memberId,
  EXAMPLE_MEMBER.email,
  EXAMPLE_MEMBER.memberId,
  'bp-harness-2',
  'Sample Bakery',
  'next member meeting',
  'Term life for a family',
  'Harness Pizza',
];

const TABLE_IDS: TableId[] = ['core', 'ephemeral', 'geo'];
let seeded: Record<TableId, Record<string, unknown>[]>;

/** Co-op 323's business in review, a contact message and an insurance lead, made the way members make them. */
async function seedCoopData() {
  await harness.reset();
  const make: RoutePath[] = ['tbp/savebusinesstemp', 'outside/contactform', 'b2c/saveinsurancelead'];
  for (const path of make) {
    harness.use(permissionsFor(routes[path]));
    for (const body of examplesOf(routes[path]))
      expect((await callRoute(path, body, { session: true })).status, path).toBe(200);
  }
  // A second member, whom the member routes' examples deactivate and reactivate.
  putExampleMember(harness);
  // A back-office staff member with an app, whose second step admin/resetfactors resets.
  putExampleStaff(harness);
  // A business the fixture member owns, with an offer change waiting (ADR 0095).
  putOwnedBusiness(harness);
}

/** The seeded state again, with no calls, refusals or mails recorded: cheaper than seeding anew for each call. */
let seededAt = 0;
async function restoreSeeded(route: RouteDef) {
  await harness.reset();
  // The session as long unseen as it was when seeded: a file running past the chain's one-minute
  // touch interval (a busy machine) would otherwise see every later call slide it, a write.
  const unseen = Math.floor(Date.now() / 1000) - seededAt;
  for (const id of TABLE_IDS)
    for (const item of seeded[id])
      harness.tables.put(
        id,
        typeof item.lastSeenAt === 'number' ? { ...item, lastSeenAt: item.lastSeenAt + unseen } : item,
      );
  harness.use(permissionsFor(route));
}

/** Co-op 323's core and geo data (everything but another co-op's own items). */
function coopSnapshot(): string {
  const mine = (item: Record<string, unknown>) =>
    item.plid !== OTHER_PLID && !JSON.stringify([item.pk, item.sk, item.gsi1pk]).includes(`#${OTHER_PLID}`);
  return JSON.stringify((['core', 'geo'] as const).map((t) => harness.tables.all(t).filter(mine)));
}

/** Every write the handler sent, allowed or not: tables (sessions too), the bucket, mail. */
function writesSent(): string[] {
  const writes: readonly string[] = [...TABLE_WRITE_ACTIONS, ...BUCKET_WRITE_ACTIONS, ...SEND_MAIL_ACTIONS];
  return harness.calls.filter((c) => writes.includes(c.action)).map((c) => `${c.action} ${c.target}`);
}

/** The caller's session (none for a visitor), then the call; an upload route's example goes multipart with a real image. */
async function callAs(route: RouteDef, caller: Caller, body: unknown) {
  if (caller !== 'visitor') {
    const { role, plid, secondStep } = sessionOf(caller);
    harness.actAs(role, plid, { secondStep });
  }
  const filename = (body as { filename?: string }).filename ?? 'x.png';
  const upload = route.multipart ? { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId)), filename } : undefined;
  return callRoute(route.path, body as object, { session: caller !== 'visitor', upload });
}

beforeAll(async () => {
  await seedCoopData();
  seededAt = Math.floor(Date.now() / 1000);
  seeded = Object.fromEntries(TABLE_IDS.map((id) => [id, harness.tables.all(id)])) as typeof seeded;
});

it('covers every route of the route table, each with an example body', () => {
  expect(implemented.map((r) => r.path).sort()).toEqual(routeList.map((r) => r.path).sort());
  for (const route of implemented) expect(examplesOf(route).length, route.path).toBeGreaterThan(0);
});

it('derives refusals at every level from the table: visitors, members, staff below the route, other roles', () => {
  const outcomes = new Set(
    implemented.flatMap((r) =>
      CALLERS.map((c) => {
        const e = accessOf(r, c);
        return e.allowed ? 'allowed' : `${e.status} ${e.message}`;
      }),
    ),
  );
  expect([...outcomes].sort()).toEqual(
    [
      'allowed',
      `401 ${COMMON_MESSAGES.pleaseLogin}`,
      `403 ${COMMON_MESSAGES.forbidden}`,
      `403 ${COMMON_MESSAGES.staffReadOnly}`,
      `403 ${ADMIN_MESSAGES.networkOnly}`,
      `403 ${SECOND_FACTOR_MESSAGES.secondStepRequired}`,
    ].sort(),
  );
  expect(ROLES).toEqual(['member', 'backoffice', 'admin', 'network']);
});

const cases = implemented.flatMap((route) =>
  CALLERS.map((caller) => [route.path, caller, route, accessOf(route, caller)] as const),
);

describe.each(cases)('%s as %s', (_path, caller, route, expected) => {
  if (!expected.allowed) {
    it(`is refused ${expected.status} with its message, sending no write`, async () => {
      for (const body of examplesOf(route)) {
        await restoreSeeded(route);
        const before = coopSnapshot();
        const res = await callAs(route, caller, body);
        expect(res, JSON.stringify(body)).toMatchObject({
          status: expected.status,
          body: { success: false, message: expected.message, ...(expected.code ? { code: expected.code } : {}) },
        });
        expect(writesSent()).toEqual([]);
        expect(coopSnapshot()).toBe(before);
        expect(harness.mails).toEqual([]);
      }
    });
    return;
  }

  if (route.access === 'admin' && caller === 'other co-op admin') {
    it('is let in, and sees and changes nothing of this co-op', async () => {
      for (const body of examplesOf(route)) {
        await restoreSeeded(route);
        const before = coopSnapshot();
        const res = await callAs(route, caller, body);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        expect([401, 403]).not.toContain(res.status);
        expect(harness.refusals).toEqual([]);
        const text = JSON.stringify(res.body);
        for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
        expect(coopSnapshot()).toBe(before);
        expect(harness.mails).toEqual([]);
      }
    });
    return;
  }

  it(
    route.access === 'admin'
      ? 'gets the example done in its own co-op, no grant refused'
      : 'is let in: no 401/403, no 5xx, no grant refused',
    async () => {
      for (const body of examplesOf(route)) {
        await restoreSeeded(route);
        const res = await callAs(route, caller, body);
        const detail = [JSON.stringify(body).slice(0, 200), JSON.stringify(res.body).slice(0, 300), ...res.errors].join(
          '\n',
        );
        expect(harness.refusals, detail).toEqual([]);
        if (route.access === 'admin') expect(res.status, detail).toBe(200);
        else {
          expect(res.status, detail).toBeLessThan(500);
          expect([401, 403], detail).not.toContain(res.status);
        }
      }
    },
  );
});

// The members area's role ladder (member < backoffice < admin < network): staff see and act on
// members of a role below their own only; one at or above it is not found, by every member route,
// and stays as it was. Co-op 323's second member is given each role in turn.
describe('member routes by the role of the member they name', () => {
  const STAFF: Role[] = ['backoffice', 'admin', 'network'];
  const TARGETS: Role[] = ['member', 'backoffice', 'admin', 'network'];
  const cases = STAFF.flatMap((staff) =>
    TARGETS.map((target) => [staff, target, ROLES.indexOf(staff) > ROLES.indexOf(target)] as const),
  );
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
    await restoreSeeded(routes['admin/getmember']);
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
    if (staff === 'backoffice')
      expect(off).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.staffReadOnly } });
    else if (below) expect(off).toMatchObject({ status: 200, body: { status: 'inactive' } });
    else expect(off).toMatchObject(notFound);
    if (!below || staff === 'backoffice') expect(JSON.stringify(target())).toBe(before);

    setTarget({ status: 'inactive', reactivateTo: 'active' });
    const inactive = JSON.stringify(target());
    const on = await as(staff, 'admin/setmemberstatus', { memberId, action: 'reactivate' });
    if (staff === 'backoffice')
      expect(on).toMatchObject({ status: 403, body: { message: COMMON_MESSAGES.staffReadOnly } });
    else if (below) expect(on).toMatchObject({ status: 200, body: { status: 'active' } });
    else expect(on).toMatchObject(notFound);
    if (!below || staff === 'backoffice') expect(JSON.stringify(target())).toBe(inactive);
  });

  it.each(STAFF)('%s sees their own record but cannot change its status', async (staff) => {
    expect(await as(staff, 'admin/getmember', { memberId: FIXTURE.memberId })).toMatchObject({
      status: 200,
      body: { member: { memberId: FIXTURE.memberId } },
    });
    if (staff === 'backoffice') return;
    expect(
      await as(staff, 'admin/setmemberstatus', { memberId: FIXTURE.memberId, action: 'deactivate' }),
    ).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotDeactivateSelf } });
    expect(
      await as(staff, 'admin/setmemberstatus', { memberId: FIXTURE.memberId, action: 'reactivate' }),
    ).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotChangeOwnStatus } });
  });
});
