import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// National deals and the safety pages in Chromium against the local portal and its demo data
// (Prairie Sky): a visitor's login gates, then a member's deal modal with its alternate images,
// the 'Please read' confirmation opening the deal in a new window, and the 'Call' dialog.

beforeAll(() => useLocalAws());
const browser = useBrowser();

const login = (page: Page, email: string) => signInWithoutDialog(page, email);

const pleaseLogin = (page: Page) => page.getByText(COMMON_MESSAGES.loginRequired).first();

describe('national deals and safety in the browser', () => {
  it('asks a visitor to log in: the national deals go to chome, promo/safety to csafety, the program card stays', async () => {
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2c/cnationaldeals?dealId=ND-1007`);
    await pleaseLogin(page).waitFor();
    await page.waitForURL(/\/b2c\/chome$/);
    await expect.poll(() => page.getByTestId('national-deal-modal').count()).toBe(0);

    await page.goto(`${portalUrl()}/b2c/promo/safety`);
    await page.waitForURL(/\/b2c\/csafety$/);
    await pleaseLogin(page).waitFor();
    await page.getByTestId('safety-program').getByRole('heading', { name: 'Member Protection Plan' }).waitFor();
    // The group's demo deals, images and all, from b2c/availabledeals.
    await page.getByTestId('group-deal').filter({ hasText: 'Roadside assistance' }).waitFor();
    await page.getByTestId('safety-program').getByRole('button', { name: 'Learn more' }).click();
    await pleaseLogin(page).waitFor();
    expect(page.url()).toMatch(/\/b2c\/csafety$/);
  });

  it('opens a deal for a member with its images, confirms before the new window, and shows the number to call', async () => {
    const { email } = await signedUpMember('national-browser');
    const context = await browser.newContext();
    // The demo partner's site does not exist: answer for it, so the new window has somewhere to land.
    await context.route('https://harvesttable.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Harvest Table</title>ok' }),
    );
    const page = await context.newPage();
    await login(page, email);

    await page.goto(`${portalUrl()}/b2c/cnationaldeals?dealId=ND-1007`);
    const modal = page.getByRole('dialog', { name: 'Harvest Table Meal Kits' });
    await modal.getByText('50% off your first box, 15% off every box after').waitFor();
    const alts = modal.getByTestId('national-deal-alt');
    await expect.poll(() => alts.count()).toBe(3);
    // Every image really loaded from /static (a broken one has no natural width).
    await expect
      .poll(
        () => modal.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
        { timeout: 10_000 },
      )
      .toEqual([true, true, true, true]);

    await modal.getByRole('button', { name: 'Get this deal' }).click();
    const confirm = page.getByRole('dialog', { name: DEALS_MESSAGES.pleaseReadTitle });
    await confirm.getByText(DEALS_MESSAGES.newWindow).waitFor();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      confirm.getByRole('button', { name: DEALS_MESSAGES.popupBlockerDisabled }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://harvesttable.example/members');
    await popup.close();

    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: 'HomeSafe Security Free installation and 2 months of monitoring' }).click();
    const homesafe = page.getByRole('dialog', { name: 'HomeSafe Security' });
    await homesafe.getByRole('button', { name: 'Redeem by phone' }).click();
    const call = page.getByRole('dialog', { name: DEALS_MESSAGES.callTitle });
    await call.getByText(DEALS_MESSAGES.callToGetDeal).waitFor();
    await expect
      .poll(() => call.getByRole('link', { name: '(800) 555-0188' }).getAttribute('href'))
      .toBe('tel:8005550188');

    await page.goto(`${portalUrl()}/b2c/promo/safety`);
    await page.getByText('A $60.00 value for $12.95 a month').waitFor();
    await page.getByRole('button', { name: 'Browse the program' }).waitFor({ state: 'visible' });
  });
});
