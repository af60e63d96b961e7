import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TOKEN_ISSUER, PARTNERS } from '#shared/constants.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { portalUrl, post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Travel in Chromium against the local portal: a visitor gets 'Please Login' and the home page; a
// member's Search travel deals opens the partner in a new window with a signed id that verifies
// with the published keys, for the travel audience, plus the login flag.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('travel in the browser', () => {
  it('gates a visitor and sends a member to the partner with a verifiable id', async () => {
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2c/ctravel`);
    await page.waitForURL(/\/b2c\/chome$/);
    await page.getByText(COMMON_MESSAGES.pleaseLogin).first().waitFor();

    const { email } = await signedUpMember('travel-browser');
    await loginInBrowser(page, email);
    await page.goto(`${portalUrl()}/b2c/ctravel`);
    await page.getByRole('button', { name: 'Search travel deals' }).click();
    // The new window's request (the partner's host does not resolve on this closed machine).
    const request = page.context().waitForEvent('request', (r) => r.url().startsWith(PARTNERS.travel.url));
    await page.getByRole('dialog').getByRole('button', { name: 'Popup blocker disabled' }).click();
    const opened = new URL((await request).url());
    expect(`${opened.origin}${opened.pathname}`).toBe(PARTNERS.travel.url);
    expect(opened.searchParams.get('login')).toBe('1');

    const keys = await post('outside/partnerkeys', {});
    const { payload } = await jwtVerify(
      opened.searchParams.get('id')!,
      createLocalJWKSet({ keys: keys.json.keys as JWK[] }),
      { issuer: PARTNER_TOKEN_ISSUER, audience: 'travel' },
    );
    expect(payload.plid).toBe(323);
  });
});
