import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { useBrowser } from '../support/browser-session.js';
import { MEMBER_PASSWORD, portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { openMenu } from './phone-layout.js';

// A member on the road, on a phone with the service worker: signed in, the card opened, then the
// connection gone. Every page of the menu (the burger menu's links and the footer's) opens in the
// shell: its page when its code is on the phone (the card, Local Deals: the worker fetched them for
// the signed-in member), else "This page needs a connection" with Try again, never a white page,
// one failed page after another. When the connection returns, the page that could not load loads.

beforeAll(() => useLocalAws());
const browser = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Opens the burger menu (phone-layout.ts), first waiting for it to be closed: a followed link
 * closes it in an effect after the new page commits.
 */
async function openClosedMenu(page: Page): Promise<void> {
  await expect.poll(() => page.locator('#mobile-menu').getAttribute('aria-hidden')).toBe('true');
  await openMenu(page);
}

/**
 * What the page's main area shows once it is on `path`: the chunk message for this path, or the
 * page's text. The router keeps the previous page on screen while the next page's chunk loads (a
 * transition); main's data-path changes only when the new page (or its message) is committed.
 */
async function settledMain(page: Page, path: string): Promise<{ chunkError: boolean; text: string }> {
  const main = page.locator(`#main[data-path="${path}"]`);
  let state = { chunkError: false, text: '' };
  await expect
    .poll(
      async () => {
        if ((await main.count()) === 0) return false;
        const text = ((await main.innerText().catch(() => '')) ?? '').trim();
        const chunkError = (await main.locator(`[data-testid="page-chunk-error"][data-path="${path}"]`).count()) > 0;
        state = { chunkError, text };
        return chunkError || (text !== '' && text !== 'Loading');
      },
      { message: `${path} settles: ${JSON.stringify(state)}` },
    )
    .toBe(true);
  return state;
}

describe('a member offline on a phone, opening every menu page', () => {
  it('sees each page or the shell saying the page needs a connection, and the page once back online', async () => {
    const { email } = await signedUpMember('offline-pages');
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${portalUrl()}/b2c/chome`);
    await openClosedMenu(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.waitFor({ state: 'detached' });
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
    await page.goto(`${portalUrl()}/b2c/ccard`);
    await page.getByTestId('member-card').waitFor();
    // The signed-in member's page asked the worker for the offline pages' code once idle.
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await caches.open('portal-chunks')).keys()).some((r) =>
              /\/clocaldeals-page-[^/]+\.js$/.test(r.url),
            ),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);

    // Read once the shell has its menu and footer: the card can be on screen a moment before the
    // shell's deferred render has put the menu's links in (the menu was empty in one run of two).
    const paths = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    let menuLinks: string[] = [];
    let footerLinks: string[] = [];
    await expect
      .poll(async () => (menuLinks = await paths('#mobile-menu nav[aria-label="Main"] a')))
      .toEqual(expect.arrayContaining(['/b2c/clocaldeals', '/b2c/cnationaldeals']));
    await expect.poll(async () => (footerLinks = await paths('footer a[href^="/"]'))).toContain('/b2c/caboutus');

    await context.setOffline(true);
    const needsConnection: string[] = [];
    for (const path of [...new Set([...menuLinks, ...footerLinks])]) {
      if (menuLinks.includes(path)) {
        await openClosedMenu(page);
        await page.locator(`#mobile-menu nav[aria-label="Main"] a[href="${path}"]`).click();
      } else await page.locator(`footer a[href="${path}"]`).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      const { chunkError, text } = await settledMain(page, path);
      // The shell stays: the co-op's header and footer around either.
      expect(await page.getByRole('banner').getByTestId('coop-logo').isVisible()).toBe(true);
      if (chunkError) {
        const main = page.locator('#main');
        expect(await main.getByTestId('needs-connection').textContent()).toBe(OFFLINE_MESSAGES.needsConnection);
        expect(await main.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
        needsConnection.push(path);
      } else expect(text.length).toBeGreaterThan(0);
    }
    // Local Deals was never opened online, yet its code is on the phone; the others' is not.
    expect(needsConnection).not.toContain('/b2c/clocaldeals');
    expect(needsConnection).toEqual(expect.arrayContaining(['/b2c/cnationaldeals', '/b2c/caboutus']));

    // Back online, the page that could not load loads by itself (a fresh import, its styles too).
    await page.locator('footer a[href="/b2c/caboutus"]').click();
    await page.locator('#main [data-testid="page-chunk-error"][data-path="/b2c/caboutus"]').waitFor();
    await context.setOffline(false);
    await page.getByTestId('page-chunk-error').waitFor({ state: 'detached' });
    expect((await settledMain(page, '/b2c/caboutus')).chunkError).toBe(false);
    await context.close();
    // One journey through about twenty pages: more than the default minute on a busy machine.
  }, 180_000);
});
