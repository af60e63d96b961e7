import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import { SESSION_NOT_VERIFIED } from '#functions/lib/api-handler.js';
import { Client, portalUrl, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// What a page on another site can make a browser send (a plain HTML form: urlencoded, multipart
// or text/plain bodies; Origin and Sec-Fetch-Site set by the browser) is refused before any work,
// so login CSRF, forced logout and forced registration cannot happen. Logout ends the server
// session even without the CSRF header, and the cookies carry the __Host- prefix.

const PASSWORD = 'Garden@Path42';
const port = () => new URL(portalUrl()).port;
const self = () => `http://localhost:${port()}`;

async function member(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await new Client().post('outside/saveuser', {
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    zip: '66044',
    plid: 323,
  });
  expect(res.status, res.text).toBe(200);
  return email;
}

beforeAll(() => useLocalAws());

describe('content type', () => {
  it('refuses a text/plain form whose body happens to be JSON (login CSRF) with 415 and sets no session', async () => {
    const email = await member('form');
    // <form enctype="text/plain"> with one input named {"email":..,"password":..,"x":" and value "}
    const body = JSON.stringify({ email, password: PASSWORD, x: '=' });
    const res = await new Client().post('outside/login', body, { 'content-type': 'text/plain' });
    expect(res).toMatchObject({ status: 415, json: { success: false, message: COMMON_MESSAGES.jsonRequired } });
    expect(res.headers['set-cookie'] ?? []).toEqual([]);
  });

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain;charset=UTF-8',
    'application/jsonx',
    'application/json-patch+json',
  ])('answers 415 to %s on public routes', async (type) => {
    for (const path of [
      'outside/login',
      'outside/saveuser',
      'outside/recoverpassword',
      'outside/logout',
      'outside/activate',
    ]) {
      const res = await new Client().post(path, '{}', { 'content-type': type });
      expect(res, path).toMatchObject({ status: 415, json: { success: false, message: COMMON_MESSAGES.jsonRequired } });
    }
  });

  it('takes application/json with a charset, and a body-less call with no content type', async () => {
    expect(
      (
        await new Client().post(
          'outside/checkzipcode',
          { zip: '66044' },
          { 'content-type': 'Application/JSON; charset=utf-8' },
        )
      ).status,
    ).toBe(200);
    const bare = await new Client().post('outside/gethomedata', '', { 'content-type': '' });
    expect(bare.status, bare.text).toBe(200);
  });
});

describe('cross-site calls', () => {
  it.each([
    ['another site’s Origin', () => ({ origin: 'https://evil.example' })],
    ['an opaque Origin', () => ({ origin: 'null' })],
    ['the other co-op’s Origin', () => ({ origin: `http://riverbend.localhost:${port()}` })],
    ['an Origin on another port', () => ({ origin: 'http://localhost:1' })],
    ['Sec-Fetch-Site cross-site', () => ({ 'sec-fetch-site': 'cross-site' })],
    ['Sec-Fetch-Site same-site (a sibling subdomain is not us)', () => ({ 'sec-fetch-site': 'same-site' })],
  ])('refuses %s with 403 and sets no session', async (_what, headers) => {
    const email = await member('xsite');
    const res = await new Client().post('outside/login', { email, password: PASSWORD }, headers());
    expect(res).toMatchObject({ status: 403, json: { success: false, message: COMMON_MESSAGES.crossSite } });
    expect(res.headers['set-cookie'] ?? []).toEqual([]);
  });

  it('takes the page’s own origin, on each co-op’s host', async () => {
    const email = await member('own');
    const same = { origin: self(), 'sec-fetch-site': 'same-origin' };
    expect(
      (await new Client(undefined, `localhost:${port()}`).post('outside/login', { email, password: PASSWORD }, same))
        .status,
    ).toBe(200);
    // The same Origin against another Host (here 127.0.0.1) is another origin.
    expect((await new Client().post('outside/login', { email, password: PASSWORD }, same)).status).toBe(403);
    const river = `riverbend.localhost:${port()}`;
    expect(
      (
        await new Client(undefined, river).post(
          'outside/gethomedata',
          {},
          { origin: `http://${river}`, 'sec-fetch-site': 'same-origin' },
        )
      ).json.key,
    ).toBe('417');
    expect((await new Client(undefined, river).post('outside/gethomedata', {}, { origin: self() })).status).toBe(403);
  });
});

describe('logout and cookies', () => {
  it('sets __Host- cookies: Secure, Path=/, no Domain', async () => {
    const email = await member('prefix');
    const res = await new Client().post('outside/login', { email, password: PASSWORD });
    const cookies = res.headers['set-cookie'] as string[];
    expect(SESSION_COOKIE).toMatch(/^__Host-/);
    expect(CSRF_COOKIE).toMatch(/^__Host-/);
    expect(DEVICE_COOKIE).toMatch(/^__Host-/);
    expect(cookies.map((c) => c.split('=')[0])).toEqual([SESSION_COOKIE, CSRF_COOKIE, DEVICE_COOKIE]);
    for (const c of cookies) {
      expect(c).toMatch(/; Secure(;|$)/);
      expect(c).toMatch(/; Path=\/(;|$)/);
      expect(c).not.toMatch(/Domain=/i);
    }
  });

  it('ends the server session without the CSRF header, and clears the cookies', async () => {
    const email = await member('logout');
    const c = new Client();
    expect((await c.post('outside/login', { email, password: PASSWORD })).status).toBe(200);
    const stolen = new Map(c.cookies);
    const out = await c.post('outside/logout', {}, { [CSRF_HEADER]: '' });
    expect(out.json.success).toBe(true);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    const replay = new Client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect(await replay.post('b2c/account', {})).toMatchObject({
      status: 401,
      json: { message: COMMON_MESSAGES.pleaseLogin },
    });
  });

  it('still refuses member routes without the CSRF header', async () => {
    const email = await member('nocsrf');
    const c = new Client();
    await c.post('outside/login', { email, password: PASSWORD });
    expect(await c.post('b2c/account', {}, { [CSRF_HEADER]: '' })).toMatchObject({
      status: 403,
      json: { message: SESSION_NOT_VERIFIED },
    });
    expect((await c.post('b2c/account', {})).status).toBe(200);
  });
});
