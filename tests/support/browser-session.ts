import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { MEMBER_PASSWORD, portalUrl, useLocalAws } from './live-env.js';
import { codeFor, rememberFactor, rewindStep, secretOf } from './second-step.js';

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
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/outside/login'));
  await dialog.getByRole('button', { name: 'Login' }).click();
  const signIn = (await (await answer).json().catch(() => ({}))) as Record<string, unknown>;
  // Staff go on to their second step, as a person would (ADR 0090).
  if (signIn.secondStep) await secondStepInBrowser(page, signIn, email);
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}

/**
 * The second-step page after a staff sign-in (ADR 0090): a new app set up from the key the page
 * shows (its recovery codes kept for the test), or a code of the known secret; then the admin home.
 * The demo staff's step is rewound first, as parallel files use their codes (tests/support/second-step.ts).
 */
export async function secondStepInBrowser(page: Page, signIn: Record<string, unknown>, email: string): Promise<void> {
  const memberId = String(signIn.credentials);
  await page.getByRole('heading', { name: 'Second step' }).waitFor();
  if (signIn.secondStep === 'enrol') {
    const form = page.getByRole('form', { name: 'Set up your authenticator app' });
    const secret = (await form.getByTestId('totp-secret').textContent()) ?? '';
    await form.getByLabel('Code from the app').fill(codeFor(secret));
    await form.getByRole('button', { name: 'Confirm' }).click();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    rememberFactor(memberId, { secret, recoveryCodes: codes });
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  } else {
    const secret = secretOf(memberId, email);
    if (!secret) throw new Error(`no known second-step secret for ${email}`);
    useLocalAws();
    const form = page.getByRole('form', { name: 'Second step' });
    for (let attempt = 0; ; attempt++) {
      await rewindStep(memberId);
      await form.getByLabel('Code').fill(codeFor(secret));
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/b2c/passsecondstep'));
      await form.getByRole('button', { name: 'Continue' }).click();
      const status = (await answer).status();
      if (status === 200) break;
      if (status !== 409 || attempt >= 4) throw new Error(`second step refused: ${status}`);
    }
  }
  await page.waitForURL(/\/admin\/ahome$/);
}
