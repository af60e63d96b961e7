import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER } from '#shared/constants.js';
import { DEMO_COOPS, type DemoCoop } from '#infra/local/demo-data.js';
import { launchBrowser } from '../support/browser.js';
import { portalUrl } from '../support/live-env.js';

// A visitor opens the home of each demo co-op and sees that co-op's logo, colours, nav groups
// and first slide: by the co-op's own host name and by /coop/{id}.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function expectBranded(page: Page, coop: DemoCoop) {
  const { record } = coop;
  const logo = page.getByTestId('coop-logo').first();
  await logo.waitFor();
  await expect.poll(() => logo.getAttribute('src')).toBe(`/static/${record.logo}`);
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="coop-logo"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  const topBar = page.getByTestId('top-bar');
  await expect
    .poll(() => topBar.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe(hexToRgb(record.topBarColor));

  const expectedNav = coop.groups.filter((g) => g.onLogged === 0).map((g) => g.groupName);
  const nav = page.getByTestId('nav-group');
  await expect.poll(() => nav.allTextContents()).toEqual(expectedNav);

  const firstSlide = page.getByTestId('banner-slide').first();
  await expect.poll(() => firstSlide.textContent()).toContain(coop.slides[0]!.title);
  await expect.poll(() => page.getByText(coop.slides[0]!.title).first().isVisible()).toBe(true);
}

describe('branded home', () => {
  const [first, second] = DEMO_COOPS as [DemoCoop, DemoCoop];

  it(`shows ${first.record.displayName} on localhost`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portalUrl()}/`);
    await page.waitForURL('**/b2c/chome');
    await expectBranded(page, first);
    await context.close();
  });

  it(`shows ${second.record.displayName} on its own host name`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const port = new URL(portalUrl()).port;
    await page.goto(`http://${second.record.primaryDomain}:${port}/b2c/chome`);
    await expectBranded(page, second);
    await context.close();
  });

  it(`selects ${second.record.displayName} with /coop/${second.record.plid} and keeps it on the home`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portalUrl()}/coop/${second.record.plid}`);
    await page.waitForURL('**/b2c/chome');
    await expectBranded(page, second);
    await page.reload();
    await expectBranded(page, second);
    await context.close();
  });
});

describe('first paint', () => {
  /** Counts layout shifts from the first byte on, as CLS does (shifts right after input excluded). */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.layoutShift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

  const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

  it('draws the home on a phone without moving anything once it is there', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(`${portalUrl()}/b2c/chome`);
    // Everything has arrived: the first slide's picture and the sections rendered after the first paint.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="banner-image"]');
      return Boolean(img?.complete && img.naturalWidth > 0 && document.querySelector('[data-testid="group-square"]'));
    });
    await page.getByTestId('coop-logo').first().waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.1);

    // The banner's first picture is the largest paint: fetched first, its box reserved.
    const first = page.getByTestId('banner-image').first();
    await expect.poll(() => first.getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => first.getAttribute('width')).toBe('1600');
    await expect.poll(() => first.getAttribute('height')).toBe(String(BANNER.height));
    await context.close();
  });

  it('draws the login page on a phone without pushing the footer', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(`${portalUrl()}/csignuplogin`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('footer').waitFor();
    await page.getByTestId('coop-logo').first().waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await context.close();
  });
});
