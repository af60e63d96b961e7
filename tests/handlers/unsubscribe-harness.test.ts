import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { sha256 } from '#functions/model/tokens.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness, loadHandler, routeEvent } from '../support/iam-harness.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// outside/unsubscribe under its own IAM role: the page's JSON POST and a mail provider's RFC 8058
// one-click POST (form body, keys in the query string, no Origin, session or CSRF header) both
// use the link once and set optout to 1; anything else changes nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const linkKeys = { key1: FIXTURE.memberId, key2: FIXTURE.linkKey2 };
const optout = () => harness.tables.all('core').find((i) => i.pk === keys.member(FIXTURE.memberId).pk)?.optout;
const tokenLeft = () => harness.tables.all('ephemeral').some((i) => i.pk === keys.token(sha256(FIXTURE.linkKey2)).pk);

/** The POST a mail provider sends to the List-Unsubscribe address: from its own server, not a page. */
async function oneClick(
  body: string,
  contentType = 'application/x-www-form-urlencoded',
  query = new URLSearchParams(linkKeys).toString(),
) {
  const event = routeEvent('outside/unsubscribe', {});
  const headers = { ...event.headers };
  delete headers.origin;
  delete headers['sec-fetch-site'];
  const res = await (await loadHandler('outside/unsubscribe'))(
    {
      ...event,
      headers: { ...headers, 'content-type': contentType },
      rawQueryString: query,
      queryStringParameters: Object.fromEntries(new URLSearchParams(query)),
      body,
    } as APIGatewayProxyEventV2,
    {} as Context,
  );
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') as { success: boolean; message: string } };
}

beforeEach(async () => {
  await harness.reset();
  harness.use(permissionsFor(routes['outside/unsubscribe']));
});

describe('outside/unsubscribe', () => {
  it("the page's POST sets optout to 1, says so, and the link is used up", async () => {
    expect(optout()).toBe(0);
    const res = await callRoute('outside/unsubscribe', linkKeys);
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: ACCOUNT_MESSAGES.unsubscribed.replace('{coop}', 'Prairie Sky Electric') },
    });
    expect(optout()).toBe(1);
    expect(tokenLeft()).toBe(false);
    const again = await callRoute('outside/unsubscribe', linkKeys);
    expect(again).toMatchObject({
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.unsubscribeInvalid },
    });
  });

  it('takes the one-click POST of RFC 8058, urlencoded or multipart, without Origin or CSRF', async () => {
    const res = await oneClick('List-Unsubscribe=One-Click');
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(optout()).toBe(1);

    await harness.reset();
    const boundary = 'x-boundary-1';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect(await oneClick(multipart, `multipart/form-data; boundary=${boundary}`)).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(optout()).toBe(1);
  });

  it.each([
    [
      'a form body without List-Unsubscribe=One-Click',
      () => oneClick('List-Unsubscribe=Yes'),
      ACCOUNT_MESSAGES.oneClickOnly,
    ],
    [
      'a broken multipart body',
      () => oneClick('not multipart', 'multipart/form-data; boundary=zz'),
      ACCOUNT_MESSAGES.oneClickOnly,
    ],
    [
      'a one-click POST without keys',
      () => oneClick('List-Unsubscribe=One-Click', undefined, ''),
      COMMON_MESSAGES.badRequest,
    ],
    [
      'a forged key',
      () => callRoute('outside/unsubscribe', { ...linkKeys, key2: 'A'.repeat(43) }),
      ACCOUNT_MESSAGES.unsubscribeInvalid,
    ],
    [
      'another member id with the right key',
      () => callRoute('outside/unsubscribe', { ...linkKeys, key1: '0d6b1b52-2222-4a4a-9c9c-000000000009' }),
      ACCOUNT_MESSAGES.unsubscribeInvalid,
    ],
    [
      'a malformed key',
      () => callRoute('outside/unsubscribe', { ...linkKeys, key2: '../../x' }),
      ACCOUNT_MESSAGES.unsubscribeInvalid,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_what, call, message) => {
    const res = await call();
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(optout()).toBe(0);
    expect(tokenLeft()).toBe(true);
  });

  it('refuses an expired link', async () => {
    harness.tables.put('ephemeral', {
      ...keys.token(sha256(FIXTURE.linkKey2)),
      purpose: 'unsubscribe',
      memberId: FIXTURE.memberId,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    expect(await callRoute('outside/unsubscribe', linkKeys)).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.unsubscribeInvalid },
    });
    expect(optout()).toBe(0);
  });

  it('other routes still refuse form bodies from other sites', async () => {
    const event = routeEvent('outside/contactform', {});
    const res = await (await loadHandler('outside/contactform'))(
      {
        ...event,
        headers: {
          ...event.headers,
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      },
      {} as Context,
    );
    expect(res.statusCode).toBe(403);
  });
});
