import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { launchBrowser } from '../support/browser.js';
import { Client, portalUrl, uniqueEmail, useLocalAws } from '../support/live-env.js';

// The session cookies carry the __Host- prefix, so they must be Secure; Chromium counts
// http://localhost and http://*.localhost as secure origins and keeps them over plain http, on
// each co-op's host. A page's own calls pass the chain's cross-site check; a form posted from
// another site does not sign anyone in.

const PASSWORD = 'Garden@Path42';
let browser: Browser;

beforeAll(async () => {
  useLocalAws();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function member(plid: number): Promise<string> {
  const email = uniqueEmail('host');
  const res = await new Client().post('outside/saveuser', {
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    zip: '66044',
    plid,
  });
  expect(res.status, res.text).toBe(200);
  return email;
}

/** Live sessions of a member: their references in the ephemeral table, read strongly. */
async function sessionsOf(email: string): Promise<number> {
  const ref = (
    await dynamo().send(
      new GetCommand({ TableName: config().tables.core, Key: keys.memberEmail(normalizeEmail(email)!) }),
    )
  ).Item!;
  const pk = keys.memberSession(ref.memberId as string, '').pk;
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config().tables.ephemeral,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return out.Items?.length ?? 0;
}

describe('__Host- cookies in Chromium over http', () => {
  it.each([
    ['localhost', 323],
    ['riverbend.localhost', 417],
  ])('are kept on %s and carry the session', async (host, plid) => {
    const email = await member(plid);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`http://${host}:${new URL(portalUrl()).port}/`);
      const login = await page.evaluate(
        async (body) =>
          (await fetch('/api/outside/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))
            .status,
        JSON.stringify({ email, password: PASSWORD }),
      );
      expect(login).toBe(200);
      const kept = (await context.cookies()).filter((c) => c.domain === host);
      expect(kept.map((c) => c.name).sort()).toEqual([CSRF_COOKIE, DEVICE_COOKIE, SESSION_COOKIE].sort());
      // The device cookie (login throttling, docs/adr/0003) is kept like the session one: HttpOnly, Lax.
      expect(kept.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      });
      const account = await page.evaluate(
        async ([csrfCookie, csrfHeader]) => {
          const csrf =
            document.cookie
              .split('; ')
              .find((c) => c.startsWith(`${csrfCookie}=`))
              ?.slice(csrfCookie!.length + 1) ?? '';
          return (
            await fetch('/api/b2c/account', {
              method: 'POST',
              headers: { 'content-type': 'application/json', [csrfHeader!]: csrf },
              body: '{}',
            })
          ).status;
        },
        [CSRF_COOKIE, CSRF_HEADER],
      );
      expect(account).toBe(200);
    } finally {
      await context.close();
    }
  });

  it('a text/plain form posted from another site signs no one in (login CSRF)', async () => {
    const email = await member(323);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const port = new URL(portalUrl()).port;
      // The attacker's page stands on another host, a different site to the browser (served here
      // by the test: the portal's own pages carry form-action 'self' in their CSP). Its form's
      // text/plain body is name=value: {"email":..,"password":..,"pad":"="} is valid JSON.
      const attacker = `http://attacker.localhost:${port}/`;
      await page.route(attacker, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Win a prize</title><body></body>' }),
      );
      await page.goto(attacker);
      const action = `http://localhost:${port}/api/outside/login`;
      const name = JSON.stringify({ email, password: PASSWORD, pad: '' }).slice(0, -2);
      await Promise.all([
        page.waitForURL(action),
        page.evaluate(
          ([target, field]) => {
            const form = Object.assign(document.createElement('form'), {
              method: 'POST',
              enctype: 'text/plain',
              action: target,
            });
            form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: field, value: '"}' }));
            document.body.append(form);
            form.submit();
          },
          [action, name],
        ),
      ]);
      expect(JSON.parse((await page.textContent('body')) ?? '{}')).toMatchObject({ success: false });
      expect(await sessionsOf(email)).toBe(0);
      expect((await context.cookies(`http://localhost:${port}`)).map((c) => c.name)).not.toContain(SESSION_COOKIE);
    } finally {
      await context.close();
    }
  });
});
