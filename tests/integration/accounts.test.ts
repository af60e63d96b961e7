import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import { joinKeys } from '#functions/core/accounts/link-tokens.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { sha256 } from '#functions/model/tokens.js';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { Client, lastMailTo, linkIn, mailsTo, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Member accounts end to end over HTTP against the local stack. Each test makes its own member
// and uses its own source IP, so none depends on another.

const PASSWORD = 'Garden@Path42';
const NEW_PASSWORD = 'River$Stone77';

beforeAll(() => useLocalAws());

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    zip: '66044',
    plid: 323,
    ...overrides,
  };
}

async function registered(tag: string) {
  const email = uniqueEmail(tag);
  const client = new Client();
  expect((await client.post('outside/saveuser', registration(email))).status).toBe(200);
  return { email, client };
}

async function loggedIn(email: string, password = PASSWORD) {
  const client = new Client();
  const res = await client.post('outside/login', { email, password });
  expect(res.status, res.text).toBe(200);
  return client;
}

async function memberItem(memberId: string) {
  return (
    await dynamo().send(
      new GetCommand({ TableName: config().tables.core, Key: keys.member(memberId), ConsistentRead: true }),
    )
  ).Item!;
}

describe('registration', () => {
  it('creates the member, sends a branded welcome email, and the same email and password log in', async () => {
    const email = uniqueEmail('welcome');
    const res = await new Client().post('outside/saveuser', registration(email));
    expect(res.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.welcome });
    const mail = await lastMailTo(email, /Welcome/);
    expect(mail.body.html).toContain('Prairie Sky Electric');
    expect(mail.body.html).toContain('#2d6a4f');
    expect(mail.body.text).toContain('1200 Sunflower Road');
    expect(mail.body.text).toMatch(/http:\/\/prairiesky\.localhost:\d+\/b2c\/chome/);
    const login = await new Client().post('outside/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.json).toMatchObject({
      success: true,
      firstName: 'Ann',
      role: 'member',
      message: ACCOUNT_MESSAGES.loggedIn,
    });
  });

  it('refuses a duplicate email whatever its case, saying only that', async () => {
    const { email } = await registered('dup');
    const res = await new Client().post('outside/saveuser', registration(email.toUpperCase(), { firstName: 'Other' }));
    expect(res).toMatchObject({ status: 409, json: { success: false, message: ACCOUNT_MESSAGES.duplicateEmail } });
  });

  it('creates exactly one account from 20 parallel registrations of one email', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => new Client().post('outside/saveuser', registration(email))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses mismatched, weak and common passwords, and a co-op that does not serve the ZIP', async () => {
    const c = new Client();
    const email = uniqueEmail('bad');
    expect(
      (await c.post('outside/saveuser', registration(email, { passwordConfirmation: 'Other@Pass42' }))).json.message,
    ).toBe(ACCOUNT_MESSAGES.passwordMismatch);
    expect(
      (
        await c.post(
          'outside/saveuser',
          registration(email, { password: 'weakpass', passwordConfirmation: 'weakpass' }),
        )
      ).json.message,
    ).toBe(ACCOUNT_MESSAGES.passwordRule);
    for (const common of ['Password1!', 'P@ssw0rd', 'Password@123', 'Member!2026']) {
      expect(
        (await c.post('outside/saveuser', registration(email, { password: common, passwordConfirmation: common }))).json
          .message,
        common,
      ).toBe(ACCOUNT_MESSAGES.passwordTooWeak);
    }
    expect((await c.post('outside/saveuser', registration(email, { zip: '37064', plid: 323 }))).json.message).toBe(
      ACCOUNT_MESSAGES.selectCoop,
    );
    expect((await new Client().post('outside/login', { email, password: PASSWORD })).status).toBe(401);
  });

  it('counts the co-op’s name as guessable: a password fine at one co-op is refused at the one it names', async () => {
    const named = 'Riverbend2026!';
    const atRiverbend = await new Client().post(
      'outside/saveuser',
      registration(uniqueEmail('named'), { zip: '37064', plid: 417, password: named, passwordConfirmation: named }),
    );
    expect(atRiverbend).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.passwordTooWeak } });
    const atPrairie = await new Client().post(
      'outside/saveuser',
      registration(uniqueEmail('named'), { password: named, passwordConfirmation: named }),
    );
    expect(atPrairie.status, atPrairie.text).toBe(200);
  });

  it('lists the co-ops serving a ZIP, and says so clearly for an unknown one', async () => {
    const c = new Client();
    expect((await c.post('outside/checkzipcode', { zip: '37064' })).json).toEqual({
      success: true,
      coops: [{ plid: 417, coopName: 'Riverbend Power Cooperative' }],
    });
    expect((await c.post('outside/checkzipcode', { zip: '66044' })).json.coops).toHaveLength(2);
    expect((await c.post('outside/checkzipcode', { zip: '99999' })).json).toMatchObject({
      success: false,
      message: ACCOUNT_MESSAGES.unknownZip,
    });
    expect((await c.post('outside/checkzipcode', { zip: '123' })).json.message).toBe(ACCOUNT_MESSAGES.zipInvalid);
  });
});

describe('login, sessions and logout', () => {
  it('sets an HttpOnly session cookie and a CSRF cookie, and answers the spec’s fields', async () => {
    const { email } = await registered('cookie');
    const c = new Client();
    const res = await c.post('outside/login', { email, password: PASSWORD });
    const cookies = (res.headers['set-cookie'] as string[]).join('\n');
    expect(cookies).toMatch(
      new RegExp(`${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly; Secure`),
    );
    expect(cookies).toMatch(
      new RegExp(`${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; SameSite=Strict; Secure`),
    );
    expect(Object.keys(res.json).sort()).toEqual([
      'credentials',
      'firstName',
      'message',
      'role',
      'sessionKey',
      'success',
      'userKey',
    ]);
    expect(JSON.stringify(res.json)).not.toContain(c.cookies.get(SESSION_COOKIE));
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const { email } = await registered('wrong');
    const wrong = await new Client().post('outside/login', { email, password: 'Wrong@Pass42' });
    const unknown = await new Client().post('outside/login', {
      email: uniqueEmail('nobody'),
      password: 'Wrong@Pass42',
    });
    expect(wrong).toMatchObject({ status: 401, json: { success: false, message: ACCOUNT_MESSAGES.badCredentials } });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('requires the CSRF header for member calls', async () => {
    const { email } = await registered('csrf');
    const c = await loggedIn(email);
    expect((await c.post('b2c/account', {})).status).toBe(200);
    expect((await c.post('b2c/account', {}, { 'x-csrf-token': 'A'.repeat(43) })).status).toBe(403);
  });

  it('logout revokes the session server-side, not just in the browser', async () => {
    const { email } = await registered('logout');
    const c = await loggedIn(email);
    const stolen = new Map(c.cookies);
    expect((await c.post('outside/logout', {})).json.success).toBe(true);
    const replay = new Client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect(await replay.post('b2c/account', {})).toMatchObject({
      status: 401,
      json: { message: COMMON_MESSAGES.pleaseLogin },
    });
  });

  it('treats an idle-expired session as logged out and clears the cookie', async () => {
    const { email } = await registered('idle');
    const c = await loggedIn(email);
    const hash = sha256(c.cookies.get(SESSION_COOKIE)!);
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tables.ephemeral,
        Key: keys.session(hash),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const res = await c.post('b2c/account', {});
    expect(res).toMatchObject({ status: 401, json: { message: COMMON_MESSAGES.pleaseLogin } });
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('ends a session at its absolute limit even while it is in use', async () => {
    const { email } = await registered('absolute');
    const c = await loggedIn(email);
    const hash = sha256(c.cookies.get(SESSION_COOKIE)!);
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tables.ephemeral,
        Key: keys.session(hash),
        UpdateExpression: 'SET createdAt = :old',
        ExpressionAttributeValues: { ':old': Math.floor(Date.now() / 1000) - 13 * 3600 },
      }),
    );
    expect((await c.post('b2c/account', {})).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits registrations per IP', async () => {
    const c = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await c.post('outside/saveuser', registration(uniqueEmail('ip')))).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts failed logins per IP, not successful ones: members behind one address can all log in', async () => {
    // Three members behind the one address, each logging in one after another, side by side:
    // more successful logins than the address may fail.
    const emails = (await Promise.all([1, 2, 3].map((n) => registered(`one-address${n}`)))).map((r) => r.email);
    const c = new Client();
    const { max, windowSeconds } = LIMIT_RULES.loginIp;
    let logins = 0;
    await Promise.all(
      emails.map(async (email) => {
        while (logins <= max) {
          const n = ++logins;
          expect((await c.post('outside/login', { email, password: PASSWORD })).status, `login ${n}`).toBe(200);
        }
      }),
    );
    expect(logins).toBe(max + 1);
    // From the same address without the browser's cookies: a device cookie the logins above left
    // (whichever member came last) would count the failure on the device, not the address.
    expect((await new Client(c.ip).post('outside/login', { email: emails[0], password: 'Wrong$Guess55' })).status).toBe(
      401,
    );
    // What the address has used up: the one failure (the window may have turned meanwhile).
    const start = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
    const counts = await Promise.all(
      [start, start - windowSeconds].map(async (w) =>
        Number(
          (
            await dynamo().send(
              new GetCommand({
                TableName: config().tables.ephemeral,
                Key: keys.rate(LIMIT_RULES.loginIp.action, c.ip, w),
                ConsistentRead: true,
              }),
            )
          ).Item?.count ?? 0,
        ),
      ),
    );
    expect(counts[0]! + counts[1]!).toBe(1);
  });

  it('limits password recovery per IP', async () => {
    const c = new Client();
    // In parallel: each answer waits for recovery's floor, and the count is kept before it.
    const first = await Promise.all(
      Array.from({ length: 10 }, () => c.post('outside/recoverpassword', { email: uniqueEmail('r') })),
    );
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await c.post('outside/recoverpassword', { email: uniqueEmail('r') })).status).toBe(429);
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown emails, and mails a reset link only for the known one', async () => {
    const { email } = await registered('recover');
    const known = await new Client().post('outside/recoverpassword', { email });
    const unknownEmail = uniqueEmail('unknown');
    const unknown = await new Client().post('outside/recoverpassword', { email: unknownEmail });
    expect(known.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.recoverSent });
    expect(unknown.json).toEqual(known.json);
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    expect(linkIn(await lastMailTo(email, /Reset/), /\/resetpassword\/[^/\s]+\/[A-Za-z0-9_-]{43}/)).toBeTruthy();
  });

  it('resets with the link once: new password works, old refused, link refused the second time, sessions ended', async () => {
    const { email } = await registered('reset');
    const before = await loggedIn(email);
    await new Client().post('outside/recoverpassword', { email });
    const [, key1, key2] = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(email, /Reset/)).body.text,
    )!;
    const check = await new Client().post('outside/checkresetlink', { key1, key2 });
    expect(check.json).toMatchObject({ success: true, url: 'prairiesky.localhost' });
    const done = await new Client().post('general/updatepassword', {
      key1,
      key2,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(done.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
    expect((await new Client().post('outside/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await new Client().post('outside/login', { email, password: PASSWORD })).status).toBe(401);
    const again = await new Client().post('general/updatepassword', {
      key1,
      key2,
      password: PASSWORD,
      password2: PASSWORD,
    });
    expect(again).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.invalidLink } });
    expect((await new Client().post('outside/checkresetlink', { key1, key2 })).json).toEqual({ success: false });
    expect((await before.post('b2c/account', {})).status).toBe(401);
    expect((await lastMailTo(email, /password was changed/)).body.text).toContain('logged out');
  });

  it('lets exactly one of 20 parallel uses of one reset link succeed', async () => {
    const { email } = await registered('reset-race');
    await new Client().post('outside/recoverpassword', { email });
    const [, key1, key2] = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(email, /Reset/)).body.text,
    )!;
    const passwords = Array.from({ length: 20 }, (_, i) => `Parallel!Pass${i + 10}`);
    const results = await Promise.all(
      passwords.map((p) => new Client().post('general/updatepassword', { key1, key2, password: p, password2: p })),
    );
    const winners = results.map((r, i) => (r.status === 200 ? passwords[i] : undefined)).filter(Boolean);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
    expect((await new Client().post('outside/login', { email, password: winners[0] })).status).toBe(200);
  });

  it('kills the older link when a new one is issued, and works with the single-key variant', async () => {
    const { email } = await registered('reissue');
    await new Client().post('outside/recoverpassword', { email });
    const first = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec((await lastMailTo(email, /Reset/)).body.text)!;
    await new Client().post('outside/recoverpassword', { email });
    const second = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(email, /Reset/)).body.text,
    )!;
    expect(second[2]).not.toBe(first[2]);
    expect((await new Client().post('outside/checkresetlink', { key1: first[1], key2: first[2] })).json.success).toBe(
      false,
    );
    const key = joinKeys({ key1: second[1]!, key2: second[2]! });
    const res = await new Client().post('outside/updatepassword', {
      key,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
  });

  it('refuses an expired reset link', async () => {
    const { email, client } = await registered('expired');
    const login = await client.post('outside/login', { email, password: PASSWORD });
    await new Client().post('outside/recoverpassword', { email });
    const [, key1, key2] = /\/resetpassword\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(email, /Reset/)).body.text,
    )!;
    expect(key1).toBe(login.json.userKey);
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tables.core,
        Key: keys.member(key1!),
        UpdateExpression: 'SET tokens.#r.expiresAt = :past',
        ExpressionAttributeNames: { '#r': 'reset' },
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await new Client().post('outside/checkresetlink', { key1, key2 })).json.success).toBe(false);
    expect(
      (
        await new Client().post('general/updatepassword', {
          key1,
          key2,
          password: NEW_PASSWORD,
          password2: NEW_PASSWORD,
        })
      ).status,
    ).toBe(400);
  });
});

describe('activation of invited members', () => {
  it('activates from the emailed link, signs in, and the link then dies', async () => {
    const { inviteMember } = await import('#functions/core/accounts/accounts.js');
    const email = uniqueEmail('invite');
    Object.assign(process.env, { PORTAL_URL_TEMPLATE: 'http://{host}:1' });
    await inviteMember({ email, firstName: 'Ivy', lastName: 'Invited', zip: '37064', plid: 417 });
    const [, key1, key2] = /\/activate\/([^/\s]+)\/([A-Za-z0-9_-]{43})/.exec(
      (await lastMailTo(email, /Activate/)).body.text,
    )!;
    expect((await new Client().post('outside/login', { email, password: PASSWORD })).status).toBe(401);
    const check = await new Client().post('outside/activate', { key1, key2 });
    expect(check.json).toEqual({ success: true, url: 'riverbend.localhost', firstName: 'Ivy' });
    const c = new Client();
    const res = await c.post('outside/activateaccount', {
      activationData: { key1, key2, password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(res.json).toMatchObject({ success: true, firstName: 'Ivy', role: 'member' });
    expect((await c.post('b2c/account', {})).json).toMatchObject({ email, firstName: 'Ivy' });
    expect((await new Client().post('outside/activate', { key1, key2 })).json).toEqual({ success: false });
    expect((await memberItem(key1!)).status).toBe('active');
  });
});

describe('my account', () => {
  it('saves edits at once (the same email in another case is no change), turns an empty optout into 0', async () => {
    const { email } = await registered('edit');
    const c = await loggedIn(email);
    const data = {
      firstName: 'Annie',
      lastName: 'Leeds',
      email: email.toUpperCase(),
      cellPhone: '(785) 555-0101',
      zip: '66046',
      gender: 'Female',
      dob: '1980-01-02',
      optout: '',
    };
    expect((await c.post('b2c/saveaccountchanges', { data })).json).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.accountSaved,
    });
    expect((await c.post('b2c/account', {})).json).toMatchObject({
      firstName: 'Annie',
      lastName: 'Leeds',
      email,
      zip: '66046',
      latestzip: '66044',
      optout: 0,
      cellPhone: '(785) 555-0101',
      dob: '1980-01-02',
      deals: [],
      total: 0,
    });
    expect((await c.post('b2c/saveaccountchanges', { data: { ...data, firstName: '' } })).json.message).toBe(
      ACCOUNT_MESSAGES.accountFirstName,
    );
  });

  it('refuses a date of birth that is not an ISO date, changing nothing', async () => {
    const { email } = await registered('dob');
    const c = await loggedIn(email);
    const data = { firstName: 'Ann', lastName: 'Lee', email, dob: '1980-01-02', optout: 0 };
    expect((await c.post('b2c/saveaccountchanges', { data })).status).toBe(200);
    const before = (await c.post('b2c/account', {})).json;
    const res = await c.post('b2c/saveaccountchanges', { data: { ...data, firstName: 'Changed', dob: '01/02/1980' } });
    expect(res).toMatchObject({ status: 400, json: { success: false, message: ACCOUNT_MESSAGES.dobInvalid } });
    expect((await c.post('b2c/account', {})).json).toEqual(before);
  });

  it('changes the password only with the current one, then ends every session', async () => {
    const { email } = await registered('change');
    const a = await loggedIn(email);
    const b = await loggedIn(email);
    const wrong = await a.post('b2c/changepassword', {
      data: { password: 'Wrong@Pass42', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(wrong).toMatchObject({ status: 400, json: { message: ACCOUNT_MESSAGES.wrongCurrentPassword } });
    const mismatch = await a.post('b2c/changepassword', {
      data: { password: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Other@Pass42' },
    });
    expect(mismatch.json.message).toBe(ACCOUNT_MESSAGES.newPasswordMismatch);
    const ok = await a.post('b2c/changepassword', {
      data: { password: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(ok.json).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await a.post('b2c/account', {})).status).toBe(401);
    expect((await b.post('b2c/account', {})).status).toBe(401);
    expect((await new Client().post('outside/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses member routes without a session', async () => {
    expect(await new Client().post('b2c/account', {})).toMatchObject({
      status: 401,
      json: { success: false, message: COMMON_MESSAGES.pleaseLogin },
    });
  });
});
