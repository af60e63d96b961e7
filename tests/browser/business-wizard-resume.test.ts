import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import { fill, joinNow } from '../support/business-wizard-page.js';
import { signedUpMember, useLocalAws } from '../support/live-env.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// Save for later, then Join Now again without reloading the page. The wizard must
// open on what was just saved (not the copy the page read before), and a second save must not
// wipe what the first one stored.

beforeAll(() => useLocalAws());
const browser = useBrowser();

/** Save for later, back on the landing page with its notice. */
async function saveForLater(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Save for later' }).click();
  await page.waitForURL(/\/b2c\/newbp$/);
  await page.getByText(PARTNERS_MESSAGES.draftSaved).first().waitFor();
}

/** Join Now on the landing page the wizard returned to: an in-app navigation, no reload. */
async function joinNowAgain(page: Page) {
  await page.getByRole('main').getByRole('link', { name: 'Join Now' }).click();
  const form = page.getByRole('form', { name: 'Business' });
  await form.waitFor();
  return form;
}

const value = (form: Locator, label: string) => form.getByLabel(label, { exact: true }).inputValue();

describe('the business wizard resumed without a reload', () => {
  it("opens on what was just saved, at once, and a second save keeps the first one's fields", {
    timeout: 120_000,
  }, async () => {
    const { email } = await signedUpMember('wizard-resume');
    const page = await browser.newPage();
    await signInWithoutDialog(page, email);

    let form = await joinNow(page);
    await fill(form, [
      ['Business name', 'Resume Bakery'],
      ['City', 'Lawrence'],
    ]);
    await saveForLater(page, form);

    // No waiting for a later refresh: the form shows the saved business as soon as it shows at all.
    form = await joinNowAgain(page);
    await expect.poll(() => value(form, 'Business name')).toBe('Resume Bakery');
    await expect.poll(() => value(form, 'City')).toBe('Lawrence');

    await fill(form, [['Business name', 'Resume Bakery and Cafe']]);
    await saveForLater(page, form);
    form = await joinNowAgain(page);
    await expect.poll(() => value(form, 'Business name')).toBe('Resume Bakery and Cafe');
    await expect.poll(() => value(form, 'City')).toBe('Lawrence');

    // And the server holds it: a full reload opens it the same.
    form = await joinNow(page);
    await expect.poll(() => value(form, 'Business name')).toBe('Resume Bakery and Cafe');
    await expect.poll(() => value(form, 'City')).toBe('Lawrence');
  });
});
