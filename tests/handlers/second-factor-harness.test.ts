import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { sha256 } from '#functions/model/tokens.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { ERROR_CODES, fill, RECOVERY_CODES, TOTP } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { Role } from '#shared/roles.js';
import { routes, type RequestOf, type RoutePath } from '#shared/routes.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { EXAMPLE_STAFF, putExampleStaff } from '../support/route-examples.js';
import { codeFor } from '../support/second-step.js';

// Staff's second step (ADR 0090) under each route's IAM role: a staff session with the password
// alone is a member's (member routes answer) and every admin route refuses it with the code the
// page acts on; enrolment shows a secret and URI, confirmed by one code, then ten recovery codes
// stored as hashes; a code's time step counts once; a recovery code once; wrong codes lock the
// account like wrong passwords; an administrator's reset takes the app and ends the sessions.

const harness = installIamHarness();
afterAll(() => harness.restore());

/** The value, or the test fails naming what was missing. */
function found<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
const fixtureMember = () => found(harness.tables.get('core', keys.member(FIXTURE.memberId)), 'the fixture member');
const factorOf = (memberId: string) => harness.tables.get('core', keys.secondFactor(memberId));
const session = () =>
  found(harness.tables.get('ephemeral', keys.session(sha256(FIXTURE.sessionToken))), 'the fixture session');

/** The fixture member as staff of co-op 323, signed in with the password alone unless told. */
function staffSession(role: Role = 'admin', secondStep = false) {
  harness.tables.put('core', { ...fixtureMember(), role });
  harness.actAs(role, FIXTURE.plid, { secondStep });
}

async function call<P extends RoutePath>(path: P, body: Omit<RequestOf<P>, 'credentials'>) {
  harness.use(permissionsFor(routes[path]));
  const res = await callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
  expect(harness.refusals).toEqual([]);
  return res;
}

/**
 * Sets up the fixture member's app through the routes; answers its secret, recovery codes and the
 * time its code was made for (a code of that time is the used one, whatever step it is now).
 */
async function enrolled(): Promise<{ secret: string; recoveryCodes: string[]; at: number }> {
  staffSession();
  const state = await call('b2c/secondstep', {});
  const secret = String(state.body.secret);
  const at = Date.now();
  const done = await call('b2c/enroltotp', { code: codeFor(secret, at) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { secret, recoveryCodes: done.body.recoveryCodes as string[], at };
}

beforeEach(() => harness.reset());

describe('a staff session without its second step', () => {
  it('is refused on admin routes with the code the page acts on, and works as a member’s', async () => {
    staffSession('network');
    const admin = await call('admin/listmembers', { query: '', cursor: null });
    expect(admin).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: SECOND_FACTOR_MESSAGES.secondStepRequired,
        code: ERROR_CODES.secondStepRequired,
      },
    });
    expect((await call('b2c/account', {})).status).toBe(200);
  });

  it('is told at login which step it needs; a member is told nothing', async () => {
    harness.use(permissionsFor(routes['outside/login']));
    const member = await callRoute('outside/login', { email: FIXTURE.email, password: FIXTURE.password });
    expect(member.status).toBe(200);
    expect(member.body).not.toHaveProperty('secondStep');
    harness.tables.put('core', { ...fixtureMember(), role: 'backoffice' });
    const staff = await callRoute('outside/login', { email: FIXTURE.email, password: FIXTURE.password });
    expect(staff.body).toMatchObject({ role: 'backoffice', secondStep: 'enrol' });
    await enrolled();
    harness.use(permissionsFor(routes['outside/login']));
    const later = await callRoute('outside/login', { email: FIXTURE.email, password: FIXTURE.password });
    expect(later.body, JSON.stringify(later.errors)).toMatchObject({ secondStep: 'verify' });
  });

  it('refuses a member who asks for the staff step, plainly', async () => {
    harness.actAs('member');
    expect(await call('b2c/secondstep', {})).toMatchObject({
      status: 400,
      body: { message: SECOND_FACTOR_MESSAGES.staffOnly },
    });
  });
});

describe('enrolment at the first staff login', () => {
  it('shows the app’s secret and URI (the same on reload), confirmed by one code, then ten recovery codes stored as hashes', async () => {
    staffSession();
    const state = await call('b2c/secondstep', {});
    expect(state.body, JSON.stringify(state.body)).toMatchObject({
      state: 'enrol',
      issuer: 'Prairie Sky Electric',
      account: FIXTURE.email,
    });
    const secret = String(state.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(String(state.body.uri));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('digits')).toBe(String(TOTP.digits));
    expect(uri.searchParams.get('period')).toBe(String(TOTP.period));
    expect((await call('b2c/secondstep', {})).body.secret).toBe(secret);

    const wrong = await call('b2c/enroltotp', { code: codeFor(secret, Date.now() - 10 * 60_000) });
    expect(wrong).toMatchObject({ status: 400, body: { message: SECOND_FACTOR_MESSAGES.wrongCode } });
    expect(factorOf(FIXTURE.memberId)).not.toHaveProperty('confirmedAt');
    expect((await call('admin/listmembers', { query: '', cursor: null })).status).toBe(403);

    const done = await call('b2c/enroltotp', { code: codeFor(secret) });
    expect(done.status).toBe(200);
    const codes = done.body.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODES.count);
    expect(new Set(codes).size).toBe(RECOVERY_CODES.count);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = JSON.stringify(harness.tables.all('core'));
    for (const code of codes) expect(stored).not.toContain(code);
    expect(session().amr).toEqual(['pwd', 'otp']);
    expect((await call('admin/listmembers', { query: '', cursor: null })).status).toBe(200);
    // Confirmed once: another confirmation is refused, and the state says the session passed.
    expect((await call('b2c/enroltotp', { code: codeFor(secret) })).body.message).toBe(
      SECOND_FACTOR_MESSAGES.alreadyEnrolled,
    );
    expect((await call('b2c/secondstep', {})).body).toMatchObject({ state: 'passed' });
  });
});

describe('the step at later logins', () => {
  it('takes a code once: the same code again is refused as used, the next step’s code is taken', async () => {
    const { secret, at } = await enrolled();
    staffSession();
    // The code enrolment used, in a new session: refused, and the admin area stays closed.
    expect(await call('b2c/passsecondstep', { code: codeFor(secret, at) })).toMatchObject({
      status: 409,
      body: { message: SECOND_FACTOR_MESSAGES.codeUsed },
    });
    expect((await call('admin/listmembers', { query: '', cursor: null })).status).toBe(403);
    const next = codeFor(secret, at + TOTP.period * 1000);
    expect(await call('b2c/passsecondstep', { code: next.replace(/(\d{3})/, '$1 ') })).toMatchObject({
      status: 200,
      body: { method: 'otp', message: SECOND_FACTOR_MESSAGES.passed },
    });
    expect((await call('admin/listmembers', { query: '', cursor: null })).status).toBe(200);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const { recoveryCodes } = await enrolled();
    const first = found(recoveryCodes[0], 'a recovery code');
    staffSession();
    const used = await call('b2c/passsecondstep', { code: ` ${first.toUpperCase()} ` });
    expect(used, JSON.stringify(used.body)).toMatchObject({
      status: 200,
      body: {
        method: 'recovery',
        message: fill(SECOND_FACTOR_MESSAGES.passedWithRecovery, { left: String(RECOVERY_CODES.count - 1) }),
      },
    });
    expect(session().amr).toEqual(['pwd', 'recovery']);
    expect(Object.keys(found(factorOf(FIXTURE.memberId), 'the factor').recovery as object)).toHaveLength(
      RECOVERY_CODES.count - 1,
    );
    staffSession();
    expect(await call('b2c/passsecondstep', { code: first })).toMatchObject({
      status: 400,
      body: { message: SECOND_FACTOR_MESSAGES.wrongCode },
    });
    expect((await call('admin/listmembers', { query: '', cursor: null })).status).toBe(403);
  });

  it('locks the account after the password’s number of wrong codes (a used code is none), the right code included', async () => {
    const { secret, at } = await enrolled();
    staffSession();
    // A used code is refused but is no guess: it spends none of the budget.
    expect((await call('b2c/passsecondstep', { code: codeFor(secret, at) })).status).toBe(409);
    for (let i = 0; i < LIMIT_RULES.secondStepMember.max; i++)
      expect((await call('b2c/passsecondstep', { code: '000000' })).status).toBe(400);
    const locked = await call('b2c/passsecondstep', { code: codeFor(secret, Date.now() + TOTP.period * 1000) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many attempts\. Please wait \d+ minutes?/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('admin/listmembers', { query: '', cursor: null })).status).toBe(403);
  });

  it('does not let a trusted device skip the step (ADR 0090)', async () => {
    await enrolled();
    harness.use(permissionsFor(routes['outside/login']));
    const first = await callRoute('outside/login', { email: FIXTURE.email, password: FIXTURE.password });
    const device = found(
      first.cookies.find((c) => c.startsWith('__Host-portal_device=')),
      'the device cookie',
    );
    const again = await callRoute(
      'outside/login',
      { email: FIXTURE.email, password: FIXTURE.password },
      { cookies: [device.split(';')[0] ?? ''] },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ secondStep: 'verify' });
  });
});

describe('an administrator’s reset', () => {
  const staffSessions = () => harness.tables.all('ephemeral').filter((i) => i.memberId === EXAMPLE_STAFF.memberId);

  async function staffWithSession() {
    putExampleStaff(harness);
    const hash = 'e'.repeat(64);
    const now = Math.floor(Date.now() / 1000);
    harness.tables.put('ephemeral', {
      ...keys.session(hash),
      sessionId: 'staff-session',
      memberId: EXAMPLE_STAFF.memberId,
      plid: FIXTURE.plid,
      role: 'backoffice',
      amr: ['pwd', 'otp'],
      csrfHash: 'c'.repeat(64),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + 600,
    });
    harness.tables.put('ephemeral', { ...keys.memberSession(EXAMPLE_STAFF.memberId, hash), expiresAt: now + 3600 });
  }

  it('takes a back-office member’s app and recovery codes and ends their sessions; their next login sets up a new app', async () => {
    await staffWithSession();
    staffSession('admin', true);
    const res = await call('admin/resetfactors', { memberId: EXAMPLE_STAFF.memberId });
    expect(res).toMatchObject({
      status: 200,
      body: { message: fill(SECOND_FACTOR_MESSAGES.resetDone, { name: 'Vic Example' }) },
    });
    expect(factorOf(EXAMPLE_STAFF.memberId)).toBeUndefined();
    expect(staffSessions()).toEqual([]);
  });

  it('is refused to back office, to the staff member themselves, and beyond the ladder or the co-op', async () => {
    await staffWithSession();
    staffSession('backoffice', true);
    expect(await call('admin/resetfactors', { memberId: EXAMPLE_STAFF.memberId })).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
    staffSession('admin', true);
    expect(await call('admin/resetfactors', { memberId: FIXTURE.memberId })).toMatchObject({
      status: 400,
      body: { message: SECOND_FACTOR_MESSAGES.resetSelf },
    });
    // Another co-op's admin: not found, as one that does not exist.
    harness.actAs('admin', 417);
    expect((await call('admin/resetfactors', { memberId: EXAMPLE_STAFF.memberId })).status).toBe(404);
    // An admin of the same co-op is beyond a co-op admin's reach; the network admin resets them.
    harness.tables.put('core', {
      ...found(harness.tables.get('core', keys.member(EXAMPLE_STAFF.memberId)), 'the example staff'),
      role: 'admin',
    });
    harness.actAs('admin', FIXTURE.plid);
    expect((await call('admin/resetfactors', { memberId: EXAMPLE_STAFF.memberId })).status).toBe(404);
    expect(factorOf(EXAMPLE_STAFF.memberId)).toBeDefined();
    harness.actAs('network', FIXTURE.plid);
    expect((await call('admin/resetfactors', { memberId: EXAMPLE_STAFF.memberId })).status).toBe(200);
    expect(factorOf(EXAMPLE_STAFF.memberId)).toBeUndefined();
  });

  it('needs the administrator’s own second step', async () => {
    await staffWithSession();
    staffSession('admin', false);
    expect((await call('admin/resetfactors', { memberId: EXAMPLE_STAFF.memberId })).status).toBe(403);
    expect(factorOf(EXAMPLE_STAFF.memberId)).toBeDefined();
  });
});
