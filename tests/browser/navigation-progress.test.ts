import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl } from '../support/live-env.js';

// On a slow line (1.5 s latency) a menu click left the old page on screen for
// seconds with only the link's faint highlight. The All Deals page's code is held back here, as a
// slow line would, until the bar across the top has been seen over the old page.

const browser = useBrowser();

describe('navigation progress in the browser', () => {
  it("shows a bar across the top over the old page while the clicked page's code is on its way", async () => {
    const page = await browser.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let chunkAsked = false;
    await page.route('**/assets/alldeals-page-*.js', async (route) => {
      chunkAsked = true;
      await released;
      await route.continue();
    });
    await page.goto(`${portalUrl()}/b2c/chome`);
    const oldPage = page.getByRole('heading', { name: 'Insurance Deals' });
    await oldPage.waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Deals' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor();
    expect(chunkAsked).toBe(true);
    const box = await bar.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 3 });
    // The old page is still there (the new one's chunk is held back until release()).
    await oldPage.waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('heading', { name: 'All Deals', level: 1 }).count()).toBe(0);

    release();
    await page.getByRole('heading', { name: 'All Deals', level: 1 }).waitFor();
    await bar.waitFor({ state: 'detached' });
  });
});
