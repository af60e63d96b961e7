import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { DEVICE_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { callRoute, FIXTURE, installIamHarness, type CallOptions } from '../support/iam-harness.js';
import { EXAMPLE_MEMBER, putExampleMember } from '../support/route-examples.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';

// Passkeys end to end through their handlers, each under its own IAM role (nothing refused): a
// software authenticator makes real ES256 passkeys and signatures. Adding one in My Account,
// signing in with it (email first or the browser's picker), and the refusals: a passkey the
// account does not hold, another member's, a challenge used twice or too late, a counter that
// went back.

const harness = installIamHarness();
afterAll(() => harness.restore());

const ORIGIN = `https://${FIXTURE.host}`;
// The deployed portal's address form, whatever this worker inherited: in a whole run the live
// project's portal sets PORTAL_URL_TEMPLATE (http and its port) before the unit workers start.
const inherited = process.env.PORTAL_URL_TEMPLATE;
beforeAll(() => {
  process.env.PORTAL_URL_TEMPLATE = 'https://{host}';
});
afterAll(() => {
  if (inherited === undefined) delete process.env.PORTAL_URL_TEMPLATE;
  else process.env.PORTAL_URL_TEMPLATE = inherited;
});

/** Calls the route under its own role only; no call of it may be refused. */
async function call(path: RoutePath, body: unknown, options: CallOptions = {}) {
  harness.use(permissionsFor(routes[path]));
  const res = await callRoute(path, body, options);
  expect(harness.refusals).toEqual([]);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  return res;
}

const member = { credentials: FIXTURE.memberId };

async function registrationOptions() {
  const res = await call('b2c/addpasskeyoptions', member, { session: true });
  expect(res.status).toBe(200);
  return (res.body as { options: PublicKeyCredentialCreationOptionsJSON }).options;
}

/** Adds a passkey of this authenticator to the fixture member through the two routes. */
async function addPasskey(authenticator: SoftwareAuthenticator, name = 'My phone') {
  const response = authenticator.register(await registrationOptions());
  const res = await call('b2c/addpasskey', { ...member, name, response }, { session: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return response;
}

async function signInOptions(email?: string) {
  const res = await call('outside/passkeyoptions', email ? { email } : {});
  expect(res.status).toBe(200);
  return (res.body as { options: PublicKeyCredentialRequestOptionsJSON }).options;
}

const passkeyItems = (memberId: string) => harness.tables.all('core').filter((i) => i.pk === keys.passkeysPk(memberId));
const sessionItems = () => harness.tables.all('ephemeral').filter((i) => String(i.pk).startsWith(keys.session('').pk));
const hasCookie = (cookies: string[], name: string) =>
  cookies.some((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));

beforeEach(async () => {
  await harness.reset();
  putExampleMember(harness);
});
afterEach(() => vi.useRealTimers());

describe('adding a passkey in My Account', () => {
  it('stores it under the member with its name, lists it without its key, and removes it', async () => {
    const options = await registrationOptions();
    expect(options.rp.id).toBe(FIXTURE.host);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = authenticator.register(options);
    const added = await call('b2c/addpasskey', { ...member, name: ' Kitchen laptop ', response }, { session: true });
    expect(added).toMatchObject({
      status: 200,
      body: { message: PASSKEY_MESSAGES.added, passkey: { name: 'Kitchen laptop' } },
    });

    const listed = await call('b2c/listpasskeys', member, { session: true });
    expect(listed.body).toMatchObject({
      success: true,
      passkeys: [{ id: response.id, name: 'Kitchen laptop', lastUsedAt: null }],
    });
    expect(JSON.stringify(listed.body)).not.toContain('publicKey');
    expect(passkeyItems(FIXTURE.memberId)).toHaveLength(1);

    // Its challenge is gone with its use, and the next options leave the passkey out.
    expect((await registrationOptions()).excludeCredentials).toEqual([expect.objectContaining({ id: response.id })]);

    const removed = await call('b2c/removepasskey', { ...member, id: response.id }, { session: true });
    expect(removed).toMatchObject({ status: 200, body: { message: PASSKEY_MESSAGES.removed } });
    expect(passkeyItems(FIXTURE.memberId)).toHaveLength(0);
    const again = await call('b2c/removepasskey', { ...member, id: response.id }, { session: true });
    expect(again).toMatchObject({ status: 404, body: { message: PASSKEY_MESSAGES.notFound } });
  });

  it('refuses an answer sent twice, a late one, and one made for another host', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = authenticator.register(await registrationOptions());
    expect((await call('b2c/addpasskey', { ...member, name: 'Phone', response }, { session: true })).status).toBe(200);
    const replay = await call('b2c/addpasskey', { ...member, name: 'Phone', response }, { session: true });
    expect(replay).toMatchObject({ status: 400, body: { message: PASSKEY_MESSAGES.expired } });

    const options = await registrationOptions();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
    const late = await call(
      'b2c/addpasskey',
      { ...member, name: 'Late', response: authenticator.register(options) },
      { session: true },
    );
    expect(late).toMatchObject({ status: 400, body: { message: PASSKEY_MESSAGES.expired } });
    vi.useRealTimers();

    const elsewhere = new SoftwareAuthenticator('https://other-coop.localhost');
    const foreign = await call(
      'b2c/addpasskey',
      { ...member, name: 'Foreign', response: elsewhere.register(await registrationOptions()) },
      { session: true },
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: PASSKEY_MESSAGES.notVerified } });
    expect(passkeyItems(FIXTURE.memberId)).toHaveLength(1);
  });

  it("will not remove another member's passkey", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const response = await addPasskey(authenticator);
    // The same passkey stored under another member, as if that member had added it.
    const [item] = passkeyItems(FIXTURE.memberId);
    harness.tables.put('core', {
      ...item,
      ...keys.passkey(EXAMPLE_MEMBER.memberId, response.id),
      memberId: EXAMPLE_MEMBER.memberId,
    });
    await call('b2c/removepasskey', { ...member, id: response.id }, { session: true });
    const res = await call('b2c/removepasskey', { ...member, id: response.id }, { session: true });
    expect(res.status).toBe(404);
    expect(passkeyItems(EXAMPLE_MEMBER.memberId)).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it("starts a session as login does, marked as a passkey's, from the browser's picker or after an email", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(authenticator);
    const before = sessionItems().length;

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: FIXTURE.host, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await call('outside/passkeylogin', { response: authenticator.authenticate(options) });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: PASSKEY_MESSAGES.loggedIn, credentials: FIXTURE.memberId, role: 'member' },
    });
    expect(hasCookie(res.cookies, SESSION_COOKIE)).toBe(true);
    expect(hasCookie(res.cookies, DEVICE_COOKIE)).toBe(true);
    const sessions = sessionItems();
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.find((s) => s.sessionId === res.body.sessionKey)).toMatchObject({
      memberId: FIXTURE.memberId,
      amr: ['passkey'],
    });
    expect(harness.tables.get('core', keys.passkey(FIXTURE.memberId, added.id))).toMatchObject({
      counter: 1,
      lastUsedAt: expect.any(String),
    });
    expect(harness.tables.get('core', keys.member(FIXTURE.memberId))?.lastLogin).toEqual(expect.any(String));

    // Email first: the same passkey signs in to its own account.
    const byEmail = await call('outside/passkeylogin', {
      response: authenticator.authenticate(await signInOptions(FIXTURE.email)),
    });
    expect(byEmail.status).toBe(200);
  });

  it('refuses a challenge used twice or too late, and a passkey the account does not hold', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const response = authenticator.authenticate(await signInOptions());
    expect((await call('outside/passkeylogin', { response })).status).toBe(200);
    const replay = await call('outside/passkeylogin', { response });
    expect(replay).toMatchObject({ status: 400, body: { message: PASSKEY_MESSAGES.expired } });
    expect(replay.cookies).toEqual([]);

    const options = await signInOptions();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
    const late = await call('outside/passkeylogin', { response: authenticator.authenticate(options) });
    expect(late).toMatchObject({ status: 400, body: { message: PASSKEY_MESSAGES.expired } });
    vi.useRealTimers();

    // Another authenticator, claiming the member's handle with a passkey never added.
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.register({ challenge: 'x', user: { id: Buffer.from(FIXTURE.memberId).toString('base64url') } });
    const wrong = await call('outside/passkeylogin', { response: stranger.authenticate(await signInOptions()) });
    expect(wrong).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.signInRefused } });
    expect(wrong.cookies).toEqual([]);

    // The added passkey's id with another key's signature.
    const [own] = authenticator.passkeys;
    const [other] = stranger.passkeys;
    if (!own || !other) throw new Error('the authenticators hold their passkeys');
    const forged = await call('outside/passkeylogin', {
      response: stranger.authenticate(await signInOptions(), { passkey: { ...other, id: own.id } }),
    });
    expect(forged).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.signInRefused } });
  });

  it("refuses a member's passkey for another account, by email or by user handle", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const byEmail = await call('outside/passkeylogin', {
      response: authenticator.authenticate(await signInOptions(EXAMPLE_MEMBER.email)),
    });
    expect(byEmail).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.signInRefused } });
    const byHandle = await call('outside/passkeylogin', {
      response: authenticator.authenticate(await signInOptions(), {
        userHandle: Buffer.from(EXAMPLE_MEMBER.memberId).toString('base64url'),
      }),
    });
    expect(byHandle).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.signInRefused } });
    expect(byHandle.cookies).toEqual([]);
  });

  it('refuses a counter that went back, keeping the stored one', async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const added = await addPasskey(authenticator);
    const first = await call('outside/passkeylogin', {
      response: authenticator.authenticate(await signInOptions(), { counter: 5 }),
    });
    expect(first.status).toBe(200);
    const cloned = await call('outside/passkeylogin', {
      response: authenticator.authenticate(await signInOptions(), { counter: 3 }),
    });
    expect(cloned).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.counterRegressed } });
    expect(cloned.cookies).toEqual([]);
    expect(harness.tables.get('core', keys.passkey(FIXTURE.memberId, added.id))).toMatchObject({ counter: 5 });
  });

  it("does not sign in a deactivated member, and says whom to ask only after the passkey's proof", async () => {
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    await addPasskey(authenticator);
    const profile = harness.tables.get('core', keys.member(FIXTURE.memberId));
    harness.tables.put('core', { ...profile, status: 'inactive' });
    const res = await call('outside/passkeylogin', { response: authenticator.authenticate(await signInOptions()) });
    expect(res.status).toBe(403);
    expect(res.cookies).toEqual([]);
  });
});
