import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { startSession } from '#functions/core/sessions/sessions.js';
import { sha256 } from '#functions/model/tokens.js';
import { keys } from '#functions/db/keys.js';
import { AUDIT_KEY_PATTERN, likeMatches, permissionsFor } from '#infra/lib/permissions.js';
import { fill, LIMITS } from '#shared/constants.js';
import type { Role } from '#shared/roles.js';
import { routes, type RequestOf, type RoutePath } from '#shared/routes.js';
import type { ImportRowInput, MemberRow } from '#shared/schemas/admin-members.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The admin Members section under each route's IAM role: search by last name, email and ZIP with
// paging, one member's detail, deactivate (no login, sessions and links gone) and reactivate, the
// co-op boundary (another co-op's member is not found), read-only staff, and the CSV import's
// per-row answers. The harness's session belongs to the fixture member; actAs gives it a role.

const harness = installIamHarness();
afterAll(() => harness.restore());

async function call<P extends RoutePath>(path: P, body: Omit<RequestOf<P>, 'credentials'>, role?: Role, plid?: number) {
  if (role) harness.actAs(role, plid);
  harness.use(permissionsFor(routes[path]));
  const res = await callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
  expect(harness.refusals).toEqual([]);
  return res;
}

const memberItem = (email: string) => harness.tables.all('core').find((i) => i.sk === 'PROFILE' && i.email === email);
/** The member's live sessions: the session items their references point at. */
const sessionsOf = (memberId: string) => {
  const hashes = new Set(
    harness.tables
      .all('ephemeral')
      .filter((i) => i.pk === keys.memberSession(memberId, '').pk)
      .map((i) => i.sk),
  );
  return harness.tables.all('ephemeral').filter((i) => [...hashes].some((h) => i.pk === keys.session(String(h)).pk));
};
const row = (n: number, firstName: string, lastName: string, email: string, zip: string): ImportRowInput => ({
  row: n,
  firstName,
  lastName,
  email,
  zip,
});

/** Imports rows as the co-op's admin and answers the report. */
async function imported(rows: ImportRowInput[]) {
  const res = await call('admin/importmembers', { rows }, 'admin');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as {
    created: number;
    duplicates: number;
    rejected: number;
    rows: { row: number; result: string; reason?: string }[];
  };
}

/** A member with a password (signed up through the form), then signed in once. */
async function signedUpMember(email: string) {
  harness.use(permissionsFor(routes['outside/saveuser']));
  const signup = await callRoute('outside/saveuser', {
    firstName: 'Sam',
    lastName: 'Signup',
    email,
    password: FIXTURE.newPassword,
    passwordConfirmation: FIXTURE.newPassword,
    zip: FIXTURE.zip,
    plid: FIXTURE.plid,
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  expect((await login(email)).status).toBe(200);
  return String(memberItem(email)!.memberId);
}
function login(email: string, password: string = FIXTURE.newPassword) {
  harness.use(permissionsFor(routes['outside/login']));
  return callRoute('outside/login', { email, password });
}

/** What a deactivated member hears after the right password: the co-op's name and its contact. */
function inactiveAnswer() {
  const coop = harness.tables
    .all('core')
    .find((i) => i.plid === FIXTURE.plid && typeof i.displayName === 'string' && 'displayEmail' in i)!;
  return fill(ACCOUNT_MESSAGES.accountInactive, {
    coop: String(coop.displayName),
    contact: [coop.displayEmail, coop.displayPhone].filter(Boolean).join(' or '),
  });
}

beforeEach(() => harness.reset());

describe('searching members', () => {
  it('finds members by the beginning of a last name, by email and by ZIP, 25 a page', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      row(
        i + 1,
        `Ann${i}`,
        `Leeward${String(i).padStart(2, '0')}`,
        `ann${i}@example.com`,
        i < 3 ? '67002' : FIXTURE.zip,
      ),
    );
    rows.push(row(31, 'Bo', 'Other', 'bo@example.com', '67002'));
    expect(await imported(rows)).toMatchObject({ created: 31, duplicates: 0, rejected: 0 });

    const first = await call('admin/listmembers', { query: 'LEE' }, 'backoffice');
    expect(first.body).toMatchObject({ success: true, searchBy: 'name' });
    const page1 = first.body.members as MemberRow[];
    expect(page1).toHaveLength(LIMITS.adminPage);
    expect(page1[0]).toMatchObject({
      firstName: 'Ann0',
      lastName: 'Leeward00',
      email: 'ann0@example.com',
      zip: '67002',
      status: 'invited',
    });
    const second = await call('admin/listmembers', { query: 'LEE', cursor: first.body.next as string });
    const page2 = second.body.members as MemberRow[];
    expect(page2.map((m) => m.lastName)).toEqual(['Leeward25', 'Leeward26', 'Leeward27', 'Leeward28', 'Leeward29']);
    expect(second.body.next).toBeNull();

    // Every member of the co-op, by last name: the imported ones, the fixture member.
    const all = await call('admin/listmembers', { query: '' });
    expect(all.body).toMatchObject({ searchBy: 'all' });
    const rest = await call('admin/listmembers', { query: '', cursor: all.body.next as string });
    const everyone = [...(all.body.members as MemberRow[]), ...(rest.body.members as MemberRow[])].map(
      (m) => m.lastName,
    );
    expect(everyone).toHaveLength(32);
    expect(everyone.slice(-3)).toEqual(['Leeward29', 'Member', 'Other']);
    expect(rest.body.next).toBeNull();

    const byEmail = await call('admin/listmembers', { query: ' ANN7@Example.com ' });
    expect(byEmail.body).toMatchObject({
      searchBy: 'email',
      members: [{ firstName: 'Ann7', email: 'ann7@example.com' }],
      next: null,
    });
    expect((await call('admin/listmembers', { query: 'nobody@example.com' })).body).toMatchObject({ members: [] });

    const byZip = await call('admin/listmembers', { query: '67002' });
    expect(byZip.body).toMatchObject({ searchBy: 'zip', next: null });
    expect((byZip.body.members as MemberRow[]).map((m) => m.lastName)).toEqual([
      'Leeward00',
      'Leeward01',
      'Leeward02',
      'Other',
    ]);
  });

  it('finds a member by last name and first name, in any case, with or without a comma', async () => {
    await imported([
      row(1, 'Ann', 'Lee', 'ann.lee@example.com', FIXTURE.zip),
      row(2, 'Bo', 'Lee', 'bo.lee@example.com', FIXTURE.zip),
      row(3, 'Ann', 'Leeds', 'ann.leeds@example.com', FIXTURE.zip),
    ]);
    const names = async (query: string) =>
      ((await call('admin/listmembers', { query }, 'backoffice')).body.members as MemberRow[]).map(
        (m) => `${m.firstName} ${m.lastName}`,
      );
    expect(await names('lee')).toEqual(['Ann Lee', 'Bo Lee', 'Ann Leeds']);
    expect(await names('Lee, Ann')).toEqual(['Ann Lee']);
    expect(await names('LEE   b')).toEqual(['Bo Lee']);
    expect(await names('Leeds,ann')).toEqual(['Ann Leeds']);
  });

  it('refuses a made-up cursor, and one of another search', async () => {
    await imported(
      Array.from({ length: 26 }, (_, i) => row(i + 1, 'Al', `Stone${i}`, `al${i}@example.com`, FIXTURE.zip)),
    );
    const page = await call('admin/listmembers', { query: 'stone' }, 'backoffice');
    expect(page.body.next).toEqual(expect.any(String));
    expect(await call('admin/listmembers', { query: 'stone', cursor: 'not-a-cursor' })).toMatchObject({
      status: 400,
      body: { message: COMMON_MESSAGES.badCursor },
    });
    // The same co-op's listing, but outside this name's range, and another listing altogether.
    expect(await call('admin/listmembers', { query: 'member', cursor: page.body.next as string })).toMatchObject({
      status: 400,
      body: { message: COMMON_MESSAGES.badCursor },
    });
    expect(await call('admin/listmembers', { query: FIXTURE.zip, cursor: page.body.next as string })).toMatchObject({
      status: 400,
      body: { message: COMMON_MESSAGES.badCursor },
    });
  });

  it('moves a member in the ZIP search when their account ZIP changes', async () => {
    harness.actAs('member');
    harness.use(permissionsFor(routes['b2c/saveaccountchanges']));
    const saved = await callRoute(
      'b2c/saveaccountchanges',
      {
        credentials: FIXTURE.memberId,
        data: { firstName: 'Harness', lastName: 'Memberson', email: FIXTURE.email, zip: '67002', optout: 0 },
      },
      { session: true },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('admin/listmembers', { query: FIXTURE.zip }, 'backoffice')).body).toMatchObject({ members: [] });
    expect((await call('admin/listmembers', { query: '67002' })).body).toMatchObject({
      members: [{ memberId: FIXTURE.memberId, lastName: 'Memberson' }],
    });
  });
});

describe("a member's detail", () => {
  it('shows contact data, status, dates, role, savings history and total', async () => {
    const res = await call('admin/getmember', { memberId: FIXTURE.memberId }, 'backoffice');
    expect(res.body).toEqual({
      success: true,
      member: expect.objectContaining({
        memberId: FIXTURE.memberId,
        firstName: 'Harness',
        lastName: 'Member',
        email: FIXTURE.email,
        zip: FIXTURE.zip,
        status: 'active',
        role: 'member',
        cellPhone: null,
        lastLogin: null,
        signupDate: expect.any(String),
      }),
      savings: [
        {
          datetime: '2026-01-15T10:00:00.000Z',
          businessName: 'Corner Cafe',
          value: '10% off',
          dollarvalue: 2.5,
          source: 'W',
        },
      ],
      total: 2.5,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokens/);
    expect(await call('admin/getmember', { memberId: 'no-such-member' })).toMatchObject({
      status: 404,
      body: { message: ADMIN_MESSAGES.memberNotFound },
    });
  });
});

describe('deactivating and reactivating', () => {
  it('ends the sessions and links of a deactivated member, who cannot log in until reactivated', async () => {
    const memberId = await signedUpMember('sam.signup@example.com');
    expect(sessionsOf(memberId)).toHaveLength(1);
    // A live reset link the member holds.
    const item = memberItem('sam.signup@example.com')!;
    harness.tables.put('core', {
      ...item,
      tokens: { reset: { hash: sha256(FIXTURE.linkKey2), expiresAt: Math.floor(Date.now() / 1000) + 600 } },
    });

    expect(await call('admin/setmemberstatus', { memberId, action: 'deactivate' }, 'backoffice')).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
    const res = await call('admin/setmemberstatus', { memberId, action: 'deactivate' }, 'admin');
    expect(res.body).toEqual({ success: true, message: ADMIN_MESSAGES.memberDeactivated, status: 'inactive' });
    expect(sessionsOf(memberId)).toEqual([]);
    expect(memberItem('sam.signup@example.com')).toMatchObject({
      status: 'inactive',
      reactivateTo: 'active',
      tokens: {},
    });
    expect(await login('sam.signup@example.com')).toMatchObject({ status: 403, body: { message: inactiveAnswer() } });
    harness.use(permissionsFor(routes['general/updatepassword']));
    const reset = await callRoute('general/updatepassword', {
      key1: memberId,
      key2: FIXTURE.linkKey2,
      password: 'Zq8!wPn3@Kv7xL',
      password2: 'Zq8!wPn3@Kv7xL',
    });
    expect(reset).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.invalidLink } });
    expect((await call('admin/getmember', { memberId })).body).toMatchObject({ member: { status: 'inactive' } });
    // Again: nothing more changes, same answer.
    expect((await call('admin/setmemberstatus', { memberId, action: 'deactivate' })).body).toMatchObject({
      success: true,
      status: 'inactive',
    });

    const back = await call('admin/setmemberstatus', { memberId, action: 'reactivate' });
    expect(back.body).toEqual({ success: true, message: ADMIN_MESSAGES.memberReactivated, status: 'active' });
    expect(memberItem('sam.signup@example.com')).not.toHaveProperty('reactivateTo');
    expect((await login('sam.signup@example.com')).status).toBe(200);
  });

  it('gives no session to a login whose password check passed just before the deactivation', async () => {
    const memberId = await signedUpMember('rae.race@example.com');
    expect((await call('admin/setmemberstatus', { memberId, action: 'deactivate' }, 'admin')).status).toBe(200);
    // The login read the member while still active; its session is written only now.
    harness.use(permissionsFor(routes['outside/login']));
    expect(await startSession({ memberId, plid: FIXTURE.plid, role: 'member' })).toBeUndefined();
    expect(harness.refusals).toEqual([]);
    expect(
      harness.tables
        .all('ephemeral')
        .filter((i) => i.pk === keys.memberSession(memberId, '').pk || i.memberId === memberId),
    ).toEqual([]);
  });

  it('leaves no session behind when logins race a deactivation', async () => {
    const memberId = await signedUpMember('ray.race@example.com');
    harness.actAs('admin');
    // Both roles at once: login's deny of the audit keys is its own (each function has its own role).
    const loginRole = permissionsFor(routes['outside/login']).filter((p) => p.effect !== 'deny');
    harness.use([...loginRole, ...permissionsFor(routes['admin/setmemberstatus'])]);
    const logins = Array.from({ length: 5 }, () =>
      callRoute('outside/login', { email: 'ray.race@example.com', password: FIXTURE.newPassword }),
    );
    const deactivated = callRoute(
      'admin/setmemberstatus',
      { credentials: FIXTURE.memberId, memberId, action: 'deactivate' },
      { session: true },
    );
    const answers = await Promise.all([...logins, deactivated]);
    expect(harness.refusals).toEqual([]);
    expect(answers.at(-1)!.status).toBe(200);
    // Whichever came first, the member holds no session now and the next login is refused.
    expect(sessionsOf(memberId)).toEqual([]);
    expect(await login('ray.race@example.com')).toMatchObject({ status: 403, body: { message: inactiveAnswer() } });
  });

  // A deactivated member heard 'The email or password is incorrect' and went
  // round password resets. Only the right password earns the true answer, so it reveals nothing.
  it('tells a deactivated member with the right password that the account is inactive and whom to contact; a wrong password hears what anyone hears', async () => {
    const memberId = await signedUpMember('dee.deact@example.com');
    expect((await call('admin/setmemberstatus', { memberId, action: 'deactivate' }, 'admin')).status).toBe(200);
    const coop = harness.tables.all('core').find((i) => i.plid === FIXTURE.plid && typeof i.displayEmail === 'string')!;
    expect(coop.displayEmail && coop.displayPhone).toBeTruthy();

    const right = await login('dee.deact@example.com');
    expect(right).toMatchObject({ status: 403, body: { success: false, message: inactiveAnswer() } });
    expect(right.body.message).toContain(String(coop.displayEmail));
    expect(right.body.message).toContain(String(coop.displayPhone));
    // No session and no device cookie: the answer is a refusal like any other.
    expect(right.cookies).toEqual([]);
    expect(sessionsOf(memberId)).toEqual([]);
    expect(right.body).not.toHaveProperty('sessionKey');

    const wrong = await login('dee.deact@example.com', 'Wrong-password-9!');
    expect(wrong).toMatchObject({ status: 401, body: { message: ACCOUNT_MESSAGES.badCredentials } });
    expect(wrong.cookies).toEqual([]);
  });

  it('puts an invited member back to invited, and parallel calls agree', async () => {
    await imported([row(1, 'Ivy', 'Invited', 'ivy@example.com', FIXTURE.zip)]);
    const memberId = String(memberItem('ivy@example.com')!.memberId);
    const both = await Promise.all([
      call('admin/setmemberstatus', { memberId, action: 'deactivate' }, 'admin'),
      call('admin/setmemberstatus', { memberId, action: 'deactivate' }),
    ]);
    expect(both.map((r) => r.body.status)).toEqual(['inactive', 'inactive']);
    expect(memberItem('ivy@example.com')).toMatchObject({ status: 'inactive', reactivateTo: 'invited', tokens: {} });
    const back = await call('admin/setmemberstatus', { memberId, action: 'reactivate' });
    expect(back.body).toEqual({ success: true, message: ADMIN_MESSAGES.memberReactivatedInvited, status: 'invited' });
    expect((await call('admin/setmemberstatus', { memberId, action: 'reactivate' })).body).toMatchObject({
      status: 'invited',
    });
  });

  it('refuses staff deactivating themselves', async () => {
    expect(
      await call('admin/setmemberstatus', { memberId: FIXTURE.memberId, action: 'deactivate' }, 'admin'),
    ).toMatchObject({ status: 400, body: { message: ADMIN_MESSAGES.cannotDeactivateSelf } });
    expect(memberItem(FIXTURE.email)).toMatchObject({ status: 'active' });
  });

  it("answers not found for another co-op's member, changing nothing", async () => {
    const memberId = await signedUpMember('sam.other@example.com');
    for (const action of ['deactivate', 'reactivate'] as const) {
      expect(await call('admin/setmemberstatus', { memberId, action }, 'admin', 417)).toMatchObject({
        status: 404,
        body: { message: ADMIN_MESSAGES.memberNotFound },
      });
    }
    expect(await call('admin/getmember', { memberId })).toMatchObject({
      status: 404,
      body: { message: ADMIN_MESSAGES.memberNotFound },
    });
    for (const query of ['', 'sign', 'sam.other@example.com', FIXTURE.zip])
      expect((await call('admin/listmembers', { query })).body).toMatchObject({ members: [] });
    expect(memberItem('sam.other@example.com')).toMatchObject({ status: 'active' });
    expect(sessionsOf(memberId)).toHaveLength(1);
  });
});

describe('importing members', () => {
  it('answers each row: created (invited, mailed), duplicate or rejected with the first failing field', async () => {
    const membersCounted = () => Number(harness.tables.get('core', keys.coopStats(FIXTURE.plid))?.members ?? 0);
    const before = membersCounted();
    const res = await imported([
      row(1, 'Nia', 'New', 'Nia.New@Example.com', '67002'),
      row(2, 'Harness', 'Again', FIXTURE.email.toUpperCase(), FIXTURE.zip),
      row(3, '', 'Nofirst', 'nofirst@example.com', FIXTURE.zip),
      row(4, 'Bad', 'Mail', 'not-an-address', FIXTURE.zip),
      row(5, 'Bad', 'Zip', 'badzip@example.com', '660'),
      row(6, 'Nia', 'Twice', 'nia.new@example.com', '67002'),
      { row: 7, firstName: 'Only', lastName: null, email: null, zip: null },
      row(8, 'Ola', 'Okay', 'ola@example.com', FIXTURE.zip),
    ]);
    expect(res).toEqual({
      success: true,
      created: 2,
      duplicates: 2,
      rejected: 4,
      rows: [
        { row: 1, result: 'created' },
        { row: 2, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate },
        { row: 3, result: 'rejected', reason: ACCOUNT_MESSAGES.enterFirstName },
        { row: 4, result: 'rejected', reason: ACCOUNT_MESSAGES.invalidEmail },
        { row: 5, result: 'rejected', reason: ACCOUNT_MESSAGES.zipInvalid },
        { row: 6, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicateInFile },
        { row: 7, result: 'rejected', reason: ACCOUNT_MESSAGES.enterLastName },
        { row: 8, result: 'created' },
      ],
    });
    expect(memberItem('nia.new@example.com')).toMatchObject({
      plid: FIXTURE.plid,
      firstName: 'Nia',
      status: 'invited',
      role: 'member',
      tokens: { activation: expect.any(Object) },
    });
    expect(harness.mails.map((m) => m.to[0]).sort()).toEqual(['nia.new@example.com', 'ola@example.com']);
    // The dashboard's counters, once per chunk.
    expect(membersCounted() - before).toBe(2);

    // The next chunk of the same file: a row repeating an address of the first is a duplicate.
    expect((await imported([row(9, 'Nia', 'Thrice', 'NIA.new@example.com', '67002')])).rows).toEqual([
      { row: 9, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate },
    ]);
  });

  it("answers an address registered in another co-op exactly as one of this co-op's, mailing neither", async () => {
    const other = {
      memberId: 'b1c2d3e4-0000-4000-8000-000000000417',
      email: 'rae.river@riverbend.example',
      firstName: 'Rae',
      lastName: 'River',
    };
    harness.tables.put('core', {
      ...keys.member(other.memberId),
      ...keys.memberListing(417, other, other.memberId),
      ...other,
      plid: 417,
      zip: '37064',
      role: 'member',
      status: 'active',
      tokens: {},
    });
    harness.tables.put('core', {
      ...keys.memberEmail(other.email as Parameters<typeof keys.memberEmail>[0]),
      memberId: other.memberId,
    });
    const before = JSON.stringify(
      harness.tables.all('core').filter((i) => i.plid === 417 || i.memberId === other.memberId),
    );
    const res = await imported([
      row(1, 'Harness', 'Again', FIXTURE.email, FIXTURE.zip),
      row(2, 'Rae', 'River', other.email.toUpperCase(), FIXTURE.zip),
    ]);
    expect(res).toMatchObject({ created: 0, duplicates: 2, rejected: 0 });
    const [mine, theirs] = res.rows;
    expect({ ...theirs, row: 1 }).toEqual(mine);
    expect(mine).toEqual({ row: 1, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate });
    expect(ADMIN_MESSAGES.importDuplicate).not.toMatch(/cooperative/i);
    expect(harness.mails).toEqual([]);
    expect(
      JSON.stringify(harness.tables.all('core').filter((i) => i.plid === 417 || i.memberId === other.memberId)),
    ).toBe(before);
  });

  it("limits the co-op's invitations a day: a chunk past the allowance is refused whole (429), other co-ops unaffected", async () => {
    const rule = LIMIT_RULES.inviteCoop;
    const windowStart = Math.floor(Date.now() / 1000 / rule.windowSeconds) * rule.windowSeconds;
    const counter = (plid: number) => keys.rate(rule.action, String(plid), windowStart);
    // The day's allowance all but used (by this co-op); another co-op's used up entirely.
    harness.tables.put('ephemeral', {
      ...counter(FIXTURE.plid),
      count: rule.max - 1,
      expiresAt: windowStart + 2 * rule.windowSeconds,
    });
    harness.tables.put('ephemeral', {
      ...counter(417),
      count: rule.max,
      expiresAt: windowStart + 2 * rule.windowSeconds,
    });
    harness.actAs('admin');
    harness.use(permissionsFor(routes['admin/importmembers']));
    const rows = [
      row(1, 'Nia', 'New', 'nia@example.com', FIXTURE.zip),
      row(2, 'Ola', 'Okay', 'ola@example.com', FIXTURE.zip),
    ];
    const refused = await callRoute('admin/importmembers', { credentials: FIXTURE.memberId, rows }, { session: true });
    expect(harness.refusals).toEqual([]);
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ (minute|second)s? and try again\.$/),
      },
    });
    expect(memberItem('nia@example.com')).toBeUndefined();
    expect(memberItem('ola@example.com')).toBeUndefined();
    expect(harness.mails).toEqual([]);
    // The refused chunk used nothing up: one more address still fits today.
    expect(harness.tables.get('ephemeral', counter(FIXTURE.plid))).toMatchObject({ count: rule.max - 1 });
    expect((await imported([rows[0]!])).rows).toEqual([{ row: 1, result: 'created' }]);
    expect((await call('admin/importmembers', { rows: [rows[1]!] })).status).toBe(429);
  });

  it('a chunk whose member write is throttled answers that row as not saved, writes nothing of it, and the replayed chunk creates each member once', async () => {
    const rows = [
      row(1, 'Nia', 'New', 'nia@example.com', FIXTURE.zip),
      row(2, 'Ola', 'Okay', 'ola@example.com', FIXTURE.zip),
    ];
    const throttled = Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
      name: 'ProvisionedThroughputExceededException',
      $metadata: {},
    });
    harness.failNext('TransactWriteCommand', throttled);
    const first = await imported(rows);
    expect(first.created).toBe(1);
    const failedRow = first.rows.find((r) => r.result === 'rejected')!;
    expect(failedRow.reason).toBe(ADMIN_MESSAGES.importRowFailed);
    const failedEmail = failedRow.row === 1 ? 'nia@example.com' : 'ola@example.com';
    expect(memberItem(failedEmail)).toBeUndefined();
    expect(harness.tables.all('core').filter((i) => JSON.stringify(i).includes(failedEmail))).toEqual([]);

    const replay = await imported(rows);
    expect(replay.rows.find((r) => r.row === failedRow.row)).toEqual({ row: failedRow.row, result: 'created' });
    expect(replay).toMatchObject({ created: 1, duplicates: 1, rejected: 0 });
    // Replaying the whole chunk again changes nothing and mails no one twice (the replay, a staff
    // action, adds its own audit item only).
    const data = () => harness.tables.all('core').filter((i) => !likeMatches(AUDIT_KEY_PATTERN, String(i.pk)));
    const stored = JSON.stringify(data());
    expect(await imported(rows)).toMatchObject({ created: 0, duplicates: 2 });
    expect(JSON.stringify(data())).toBe(stored);
    expect(harness.mails.map((m) => m.to[0]).sort()).toEqual(['nia@example.com', 'ola@example.com']);
    expect(
      harness.tables
        .all('core')
        .filter((i) => i.sk === 'PROFILE' && ['nia@example.com', 'ola@example.com'].includes(String(i.email))),
    ).toHaveLength(2);
  });

  it('a row whose invitation SES refuses is created once and says the invitation was not sent', async () => {
    harness.failNext(
      'SendEmailCommand',
      Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected', $metadata: {} }),
    );
    const rows = [row(1, 'Nia', 'New', 'nia@example.com', FIXTURE.zip)];
    expect((await imported(rows)).rows).toEqual([
      { row: 1, result: 'created', reason: ADMIN_MESSAGES.importInviteNotSent },
    ]);
    expect(await imported(rows)).toMatchObject({ created: 0, duplicates: 1 });
    expect(harness.tables.all('core').filter((i) => i.sk === 'PROFILE' && i.email === 'nia@example.com')).toHaveLength(
      1,
    );
  });

  it('is refused to read-only staff, and a chunk over the limit is refused whole', async () => {
    const rows = [row(1, 'Nia', 'New', 'nia@example.com', FIXTURE.zip)];
    expect(await call('admin/importmembers', { rows }, 'backoffice')).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
    const tooMany = Array.from({ length: LIMITS.importChunkRows + 1 }, (_, i) =>
      row(i + 1, 'A', 'B', `a${i}@example.com`, FIXTURE.zip),
    );
    expect((await call('admin/importmembers', { rows: tooMany }, 'admin')).status).toBe(400);
    expect(memberItem('nia@example.com')).toBeUndefined();
    expect(harness.mails).toEqual([]);
  });
});
