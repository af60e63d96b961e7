import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDealsDigest } from '#functions/core/digest/deals-digest.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { lastMailTo, linkIn, MEMBER_PASSWORD, signedUpMember, useLocalAws } from '../support/live-env.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// The digest's footer link in Chromium: a member who chose savings emails gets the monthly
// digest, opens its unsubscribe link (which only asks: nothing changes on opening), presses
// Unsubscribe, and My Account then shows "No emails".

beforeAll(() => useLocalAws());
const browser = useBrowser();

async function emailPreference(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Account' });
  await dialog.getByRole('tab', { name: 'My Account' }).click();
  const select = dialog.getByRole('form', { name: 'My Account' }).getByLabel('Email preference');
  await expect.poll(() => select.inputValue()).not.toBe('');
  const value = await select.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  return value;
}

describe('unsubscribing from the monthly digest in the browser', () => {
  it('opening the link asks first; the button unsubscribes, and My Account shows No emails', async () => {
    const { email, client } = await signedUpMember('unsubscribe-browser');
    await client.post('b2c/saveaccountchanges', {
      data: { firstName: 'Dee', lastName: 'Saver', email, zip: '66044', optout: 0 },
    });
    await sendDealsDigest(323);
    const digest = await lastMailTo(email, /member deals near 66044$/);
    const link = linkIn(digest, /http:\/\/[^\s"<>]+\/unsubscribe\/[^\s"<>]+/);

    const page = await browser.newPage();
    await loginInBrowser(page, email, MEMBER_PASSWORD, new URL(link).origin);
    expect(await emailPreference(page)).toBe('0');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Unsubscribe from the monthly savings email' }).waitFor();
    await page.getByText('Stop the monthly email of member deals from Prairie Sky Electric').waitFor();
    // Opening the page (as a mail scanner would) changed nothing.
    expect((await client.post('b2c/account', {})).json.optout).toBe(0);

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() => page.getByTestId('unsubscribe-result').textContent())
      .toContain(ACCOUNT_MESSAGES.unsubscribed.replace('{coop}', 'Prairie Sky Electric'));
    expect(await emailPreference(page)).toBe('1');
  });
});
