import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { haversineMiles } from '#functions/model/geo.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { generateDemoProviders } from '#infra/local/demo-providers.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { quietZips } from '../support/provider-fixtures.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';

// The provider locator in Chromium against the local portal: a member finds the demo dentists
// within 10 miles of their ZIP, nearest first, then gets the spec's message where none is near.

beforeAll(() => useLocalAws());
const browser = useBrowser();

const login = (page: Page, email: string) => loginInBrowser(page, email);

describe('provider locator in the browser', () => {
  it('lists the dentists near the ZIP nearest first, and says so when there are none', async () => {
    const { email } = await signedUpMember('providers-browser');
    const center = await zipCentroid('66044');
    const expected = generateDemoProviders().filter((p) => p.benefit === 'HU' && haversineMiles(center, p) <= 10);
    expect(expected.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await login(page, email);
    await page.goto(`${portalUrl()}/b2c/chealth/locateproviders`);
    const form = page.getByRole('search', { name: 'Provider search' });
    await form.getByLabel('Benefit').selectOption({ label: 'Dental' });
    await expect.poll(() => form.getByLabel('Specialty').locator('option').allTextContents()).toContain('Orthodontist');
    // Typed key by key through the 5-digit mask.
    await form.getByLabel('ZIP code').pressSequentially('66044');
    await form.getByRole('button', { name: 'Search' }).click();

    const rows = page.getByRole('table', { name: 'Providers' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(expected.length);
    const facilities = await rows.locator('td:first-child').allTextContents();
    expect(facilities.sort()).toEqual(expected.map((p) => p.facilityName).sort());
    const distances = (await rows.locator('td:last-child').allTextContents()).map((t) => Number.parseFloat(t));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    await form.getByLabel('Distance').selectOption('1');
    await form.getByLabel('ZIP code').fill('');
    await form.getByLabel('ZIP code').pressSequentially(quietZips('HU', 2, 1)[0]!);
    await form.getByRole('button', { name: 'Search' }).click();
    await page.getByText(BENEFITS_MESSAGES.noProviders).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Providers' }).count()).toBe(0);
  });
});
