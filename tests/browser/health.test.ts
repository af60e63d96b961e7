import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { signInWithoutDialog } from './sign-in.js';

// The health hub and a health page in Chromium against the local portal: a visitor is sent home
// from a health page; a member goes from the hub to the dental page, reads its claim, its limit
// and the disclosure, and comes back with the Back link.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('healthy savings in the browser', () => {
  it('sends a visitor home and walks a member from the hub to a health page and back', async () => {
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2c/chealth/dental`);
    await page.waitForURL(/\/b2c\/chome$/);

    const { email } = await signedUpMember('health-browser');
    await signInWithoutDialog(page, email);
    await page.goto(`${portalUrl()}/b2c/chealthysavings`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Healthy Savings', level: 1 }).waitFor();
    await expect.poll(() => main.getByRole('link', { name: 'Print Card' }).getAttribute('href')).toBe('/b2c/ccard');
    // The demo co-op's health group deals follow the hub.
    await main.getByText('Save on prescriptions').first().waitFor();

    await main.getByRole('link', { name: /Dental savings/ }).click();
    await page.waitForURL(/\/b2c\/chealth\/dental$/);
    await main.getByText('Save 20% to 40% on dental care at more than 160,000 dental locations.').waitFor();
    // isVisible() does not wait: the limits may render a moment after the claim.
    await main.getByText('The dental discount is not available in Vermont.').waitFor({ state: 'visible' });
    await expect.poll(() => main.getByTestId('health-disclosure').textContent()).toContain('This is not insurance.');
    await main.getByRole('link', { name: /Back to Healthy Savings/ }).click();
    await page.waitForURL(/\/b2c\/chealthysavings$/);
  });
});
