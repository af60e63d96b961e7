import type { Locator, Page } from 'playwright-core';
import { portalUrl } from './live-env.js';

// The business wizard's page in Chromium, for the browser tests that drive it.

/** Fills each labelled field as a person does: a select's option is chosen, any other input typed. */
export async function fill(scope: Locator, fields: [label: string, value: string][]) {
  for (const [label, value] of fields) {
    const input = scope.getByLabel(label, { exact: true });
    if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
}

/** From the business-partner landing page, Join Now to the wizard; answers its Business form. */
export async function joinNow(page: Page) {
  await page.goto(`${portalUrl()}/b2c/newbp`);
  await page.getByRole('main').getByRole('link', { name: 'Join Now' }).click();
  const form = page.getByRole('form', { name: 'Business' });
  await form.waitFor();
  return form;
}

/**
 * In the open Add offer dialog: the one offer the wizard journeys use (a free cookie, once a week,
 * its first category) at the location whose checkbox label matches, saved; waits for the dialog to close.
 */
export async function saveFreeCookieOffer(offer: Locator, location: RegExp, expiry: string) {
  await fill(offer, [
    ['Display value', 'Free cookie'],
    ['Full description', 'A free cookie with any coffee.'],
    ['Estimated dollar value', '2.50'],
    ['Frequency', '1'],
    ['Time lapse', '7'],
    ['Expiration date', expiry],
  ]);
  await offer.getByRole('tab', { name: 'Categories' }).click();
  await offer.getByRole('checkbox').first().check();
  await offer.getByRole('tab', { name: 'Locations' }).click();
  await offer.getByLabel(location).check();
  await offer.getByRole('button', { name: 'Save offer' }).click();
  await offer.waitFor({ state: 'detached' });
}
