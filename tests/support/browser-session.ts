import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { MEMBER_PASSWORD, portalUrl } from './live-env.js';

// A connection per browser test file to the run's one Chromium (tests/support/browser.ts), each
// page in a context of its own that closes when its test ends (an open page keeps timers and the
// CPU busy). Closing the connection leaves the browser to the other files. Register it after the
// file's data setup.

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newContext = async (options: ContextOptions = {}): Promise<BrowserContext> => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    return context;
  };
  return {
    newContext,
    /** A page at 1280 x 900 unless another viewport is given. */
    newPage: async (viewport?: { width: number; height: number }): Promise<Page> =>
      (await newContext(viewport ? { viewport } : {})).newPage(),
  };
}

/** Signs a member in through the header's Login dialog on chome, as a person does (on the portal's address, or `origin`). */
export async function loginInBrowser(
  page: Page,
  email: string,
  password = MEMBER_PASSWORD,
  origin = portalUrl(),
): Promise<void> {
  await page.goto(`${origin}/b2c/chome`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}
