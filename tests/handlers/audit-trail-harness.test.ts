import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import { auditPermissions, AUDIT_KEY_PATTERN, likeMatches, permissionsFor } from '#infra/lib/permissions.js';
import { keys } from '#functions/db/keys.js';
import { auditFamily } from '#functions/db/records/audit-records.js';
import { isSecretField } from '#functions/model/audit.js';
import type { Role } from '#shared/roles.js';
import { findRoute, routeList, routes, type RouteDef, type RoutePath } from '#shared/routes.js';
import { isStaffWrite } from '#shared/staff-writes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import {
  EXAMPLE_MEMBER,
  putExampleMember,
  putExampleStaff,
  putOwnedBusiness,
  ROUTE_EXAMPLES,
} from '../support/route-examples.js';

// The audit trail over the route table (ADR 0089): every staff write route's examples, called by
// the least staff role the route lets in, each leave exactly one audit item naming who, the co-op
// and the route, with no secret in it; a call refused for its role, its input, or another co-op's
// data leaves none; routes that are not staff writes leave none. A new staff write route is held
// to this by the table alone: its examples are demanded by tests/handlers/route-access-harness.test.ts.

const harness = installIamHarness();
afterAll(() => harness.restore());

const OTHER_PLID = 417;
const implemented = implementedRoutes().map((r) => findRoute(r.path)!);
const staffWrites = implemented.filter(isStaffWrite);
const examplesOf = (route: RouteDef) =>
  (ROUTE_EXAMPLES as Record<string, readonly unknown[] | undefined>)[route.path] ?? [];

const auditItems = () => harness.tables.all('core').filter((i) => likeMatches(AUDIT_KEY_PATTERN, String(i.pk)));

let seeded: Record<'core' | 'ephemeral' | 'geo', Record<string, unknown>[]>;

async function seed() {
  await harness.reset();
  const make: RoutePath[] = ['tbp/savebusinesstemp', 'outside/contactform', 'b2c/saveinsurancelead'];
  for (const path of make) {
    harness.use(permissionsFor(routes[path]));
    for (const body of examplesOf(routes[path]))
      expect((await callRoute(path, body, { session: true })).status, path).toBe(200);
  }
  putExampleMember(harness);
  putExampleStaff(harness);
  putOwnedBusiness(harness);
}

async function restore(route: RouteDef) {
  await harness.reset();
  for (const id of ['core', 'ephemeral', 'geo'] as const) for (const item of seeded[id]) harness.tables.put(id, item);
  harness.use(permissionsFor(route));
}

async function call(route: RouteDef, role: Role, body: unknown, plid: number = FIXTURE.plid) {
  harness.actAs(role, plid);
  const filename = (body as { filename?: string }).filename ?? 'x.png';
  const upload = route.multipart ? { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId)), filename } : undefined;
  return callRoute(route.path, body as object, { session: true, upload });
}

/** The least staff role a route lets in, and the one just below it. */
const leastRole = (route: RouteDef): Role => route.staff ?? 'network';
const belowRole = (route: RouteDef): Role => (leastRole(route) === 'network' ? 'admin' : 'backoffice');

beforeAll(async () => {
  await seed();
  seeded = {
    core: harness.tables.all('core'),
    ephemeral: harness.tables.all('ephemeral'),
    geo: harness.tables.all('geo'),
  };
});

it('knows the staff write routes from the table: every admin route that writes, and only those', () => {
  expect(staffWrites.map((r) => r.path)).toContain('admin/createcoop');
  expect(staffWrites.map((r) => r.path)).toContain('admin/setmemberstatus');
  expect(staffWrites.map((r) => r.path)).not.toContain('admin/listactivity');
  for (const route of routeList) {
    // The grant to put the item comes with every staff write, and with nothing else.
    expect(route.data.audit === 'put', route.path).toBe(isStaffWrite(route));
  }
  expect(routeList.filter((r) => r.data.audit === 'query').map((r) => r.path)).toEqual(['admin/listactivity']);
});

describe.each(staffWrites.map((r) => [r.path, r] as const))('%s', (_path, route) => {
  it(`as ${leastRole(route)} of the co-op: each example leaves exactly one audit item saying who, where and what`, async () => {
    for (const body of examplesOf(route)) {
      await restore(route);
      const res = await call(route, leastRole(route), body);
      const detail = `${JSON.stringify(body).slice(0, 200)}\n${JSON.stringify(res.body).slice(0, 300)}\n${res.errors.join('\n')}`;
      expect(res.status, detail).toBe(200);
      expect(harness.refusals, detail).toEqual([]);
      const items = auditItems();
      expect(items, detail).toHaveLength(1);
      const item = items[0]!;
      const record = auditFamily.read(item);
      expect(record).toMatchObject({
        actorId: FIXTURE.memberId,
        actorRole: leastRole(route),
        route: route.path,
        userAgent: expect.any(String),
        ip: expect.any(String),
      });
      expect(item.pk).toBe(keys.auditPk(record.plid));
      // A new co-op's creation is recorded in the co-op made; everything else in the staff member's own.
      if (route.path !== 'admin/createcoop') expect(record.plid).toBe(FIXTURE.plid);
      else expect(record.plid).not.toBe(FIXTURE.plid);
      expect(record.targets.length + Object.keys(record.changes).length, detail).toBeGreaterThan(0);
      // Never a password, hash, token, key or secret: not as a field, not as a value sent.
      const text = JSON.stringify(record.changes);
      for (const secret of [FIXTURE.password, FIXTURE.newPassword, FIXTURE.sessionToken])
        expect(text).not.toContain(secret);
      const fields = (value: unknown): string[] =>
        value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...fields(v)]) : [];
      for (const [field, change] of Object.entries(record.changes)) {
        expect(isSecretField(field), field).toBe(false);
        expect(fields(change).filter((f) => !['before', 'after'].includes(f) && isSecretField(f))).toEqual([]);
      }
      expect(item.expiresAt).toBeGreaterThan(Date.now() / 1000 + 729 * 86_400);
    }
  });

  it(`as ${belowRole(route)}: refused, no audit item`, async () => {
    for (const body of examplesOf(route)) {
      await restore(route);
      const res = await call(route, belowRole(route), body);
      expect(res.status).toBe(403);
      expect(auditItems()).toEqual([]);
    }
  });

  it('with input its schema refuses: 400, no audit item', async () => {
    await restore(route);
    const res = route.multipart
      ? await call(route, leastRole(route), { credentials: FIXTURE.memberId, filename: '../not-an-image.exe' })
      : await call(route, leastRole(route), { credentials: { not: 'a string' } });
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(auditItems()).toEqual([]);
  });

  if (route.staff !== 'network')
    it("by another co-op's admin: nothing recorded in this co-op, and nothing at all unless done there", async () => {
      for (const body of examplesOf(route)) {
        await restore(route);
        const res = await call(route, 'admin', body, OTHER_PLID);
        expect(res.status).toBeLessThan(500);
        const items = auditItems();
        expect(items.filter((i) => i.plid === FIXTURE.plid)).toEqual([]);
        expect(items).toHaveLength(res.status === 200 ? 1 : 0);
      }
    });
});

it('records nothing for the routes that are not staff writes (their first example, by the network admin)', async () => {
  for (const route of implemented.filter((r) => !isStaffWrite(r))) {
    const body = examplesOf(route)[0];
    if (body === undefined) continue;
    await restore(route);
    await call(route, 'network', body);
    expect(auditItems(), route.path).toEqual([]);
  }
});

it("a refused change's transaction takes its audit item with it", async () => {
  // Deactivating the staff member's own account is refused before any write; a second member
  // deactivated twice: the second call changes nothing the first did not (one item each call done).
  const route = routes['admin/setmemberstatus'];
  await restore(route);
  const own = await call(route, 'admin', {
    credentials: FIXTURE.memberId,
    memberId: FIXTURE.memberId,
    action: 'deactivate',
  });
  expect(own.status).toBe(400);
  const missing = await call(route, 'admin', {
    credentials: FIXTURE.memberId,
    memberId: 'no-such-member',
    action: 'deactivate',
  });
  expect(missing.status).toBe(404);
  expect(auditItems()).toEqual([]);
  const done = await call(route, 'admin', {
    credentials: FIXTURE.memberId,
    memberId: EXAMPLE_MEMBER.memberId,
    action: 'deactivate',
  });
  expect(done.status).toBe(200);
  expect(auditItems().map((i) => i.targets)).toEqual([[EXAMPLE_MEMBER.memberId]]);
});

describe('append-only in the grant model', () => {
  const auditKey = keys.auditEntry(FIXTURE.plid, new Date().toISOString(), 'x').pk;
  const request = (action: string, index?: string) => ({
    action,
    target: { kind: 'table' as const, table: 'core' as const, ...(index ? { index } : {}) },
    leadingKeys: [auditKey],
  });
  it.each(routeList.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const { allowingPermission } = await import('#infra/lib/permissions.js');
    const permissions = permissionsFor(route);
    const allowed = (action: string, index?: string) =>
      Boolean(allowingPermission(permissions, request(action, index)));
    for (const action of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect(allowed(action), action).toBe(false);
    expect(allowed('dynamodb:PutItem')).toBe(isStaffWrite(route));
    const reads = route.data.audit === 'query';
    expect(allowed('dynamodb:Query')).toBe(reads);
    expect(allowed('dynamodb:Query', 'gsi1')).toBe(reads);
    expect(allowed('dynamodb:GetItem')).toBe(false);
    expect(allowed('dynamodb:BatchGetItem')).toBe(false);
    // Every role carries the deny, so no other grant of the table reaches the audit keys.
    expect(auditPermissions(route.data).some((p) => p.effect === 'deny')).toBe(true);
  });
});
