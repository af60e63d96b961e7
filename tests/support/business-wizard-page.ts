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
