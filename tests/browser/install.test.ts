import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTALL_MESSAGES } from '#shared/schemas/app-install-messages.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import { CHROMIUM, FULL_CHROMIUM_FLAGS } from '../support/browser.js';
import { portalUrl } from '../support/live-env.js';

// Installing the portal, per co-op, in Debian's full Chromium (the test shell has no install
// checks, and an incognito context is never installable, hence a persistent profile of its own):
// on each demo co-op's host the page links that co-op's manifest, its icons made from the co-op's logo, Chromium finds nothing missing
// for installing it, the service worker controls the page and serves the shell offline; then a new deploy (a changed
// dist/web/sw.js) is noticed on the next visit and Reload switches to it.

const COOPS = [
  { host: 'prairiesky.localhost', plid: 323, name: 'Prairie Sky Electric', shortName: 'Prairie Sky' },
  { host: 'riverbend.localhost', plid: 417, name: 'Riverbend Power Co-op', shortName: 'Riverbend' },
] as const;
const SW_FILE = path.join(PROJECT_ROOT, 'dist/web/sw.js');
const originOf = (host: string) => `http://${host}:${new URL(portalUrl()).port}`;

let profile: string;
let context: BrowserContext;
const cspErrors: string[] = [];
beforeAll(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'install-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FULL_CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  context.on('console', (m) => {
    if (/Content Security Policy|^Refused to/.test(m.text())) cspErrors.push(m.text());
  });
});
afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

/** The build id the page's controlling service worker reports (web/src/sw/service-worker.ts). */
const workerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e: MessageEvent<string>) => resolve(e.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

describe('the installable portal', () => {
  it.each(COOPS)(
    'is installable on $host with its own manifest, and its service worker controls the page',
    async (coop) => {
      const page = await context.newPage();
      await page.goto(`${originOf(coop.host)}/b2c/cmobile`);
      await page.getByRole('heading', { level: 1, name: 'Mobile App' }).waitFor();
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/api/outside/manifest');

      const cdp = await context.newCDPSession(page);
      const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data: string };
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data) as Manifest;
      expect(manifest).toMatchObject({ name: coop.name, short_name: coop.shortName, display: 'standalone' });
      for (const size of ['192x192', '512x512']) {
        expect(
          manifest.icons
            .filter((i) => i.sizes === size)
            .map((i) => i.purpose)
            .sort(),
        ).toEqual(['any', 'maskable']);
      }
      // The icons are made from the co-op's logo (the demo's drawn one, carried inside each tile).
      const served = (src: string) =>
        page.evaluate(async (url) => {
          const res = await fetch(url);
          return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
        }, src);
      const logo = await served((await page.getByTestId('coop-logo').getAttribute('src'))!);
      for (const icon of manifest.icons) {
        expect(icon.src).toBe(`/static/logos/${coop.plid}-${icon.purpose}-${icon.sizes.split('x')[0]}.svg`);
        const file = await served(icon.src);
        expect([file.status, file.type]).toEqual([200, 'image/svg+xml']);
        expect(file.text).toContain(`href="data:image/svg+xml;base64,${Buffer.from(logo.text).toString('base64')}"`);
      }

      await controlled(page);
      // Chromium's own verdict (what Lighthouse's installable-manifest audit reads): nothing missing.
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);
      // Installable, so Chromium offers it and the Mobile App page shows its own button.
      await page.getByRole('button', { name: APP_INSTALL_MESSAGES.installButton }).waitFor();
      // Offline, a page navigation still gets the app shell: the precached index.html.
      await context.setOffline(true);
      try {
        const offline = await page.goto(`${originOf(coop.host)}/b2c/caboutus`);
        expect(offline?.fromServiceWorker()).toBe(true);
        expect(await page.title()).toBe('Member Savings');
      } finally {
        await context.setOffline(false);
      }
      expect(cspErrors).toEqual([]);
      await page.close();
    },
  );

  it('notices a new deploy on the next visit and switches to it on Reload', async () => {
    const origin = originOf(COOPS[0].host);
    const page = await context.newPage();
    await page.goto(`${origin}/b2c/chome`);
    await controlled(page);
    const current = await workerVersion(page);
    expect(current).toMatch(/^[0-9a-f]{12}$/);

    // The next deploy: the same worker with another build id, written where the portal serves it
    // (Playwright cannot route a service worker's own script). Browser tests other than this
    // file's run with service workers blocked (tests/support/browser.ts), so none of them sees it.
    const original = readFileSync(SW_FILE, 'utf8');
    writeFileSync(SW_FILE, original.replaceAll(current, 'next-build-0'));
    try {
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: APP_INSTALL_MESSAGES.updateTitle });
      await notice.waitFor();
      // Until the person chooses, the page stays on the build it started with.
      expect(await workerVersion(page)).toBe(current);
      // Reload: the waiting worker takes over and the page reloads under it. Nothing asks the old
      // worker anything meanwhile: polling it with messages held the switch back in 2 runs of 3.
      const reloaded = page.waitForEvent('framenavigated');
      await notice.getByRole('button', { name: APP_INSTALL_MESSAGES.reload }).click();
      await reloaded;
      await page.getByRole('banner').waitFor();
      expect(await workerVersion(page)).toBe('next-build-0');
    } finally {
      writeFileSync(SW_FILE, original);
    }
    expect(cspErrors).toEqual([]);
  });
});
