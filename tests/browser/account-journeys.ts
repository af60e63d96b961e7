import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { launchBrowser } from '../support/browser.js';
import { Client, portalUrl, uniqueEmail, useLocalAws } from '../support/live-env.js';

// What the member account journeys (accounts.test.ts, my-account.test.ts) share: each test has
// its own browser context and its own member. Setup that is not the journey under test goes
// through the API from its own source address, so the per-IP limits (every browser comes from
// 127.0.0.1) stay far away.

export const PASSWORD = 'Garden@Path42';
export const NEW_PASSWORD = 'River$Stone77';
export const [PRAIRIE, RIVERBEND] = DEMO_COOPS as [(typeof DEMO_COOPS)[0], (typeof DEMO_COOPS)[0]];

let browser: Browser;
const contexts: BrowserContext[] = [];

/** The file's browser connection; a finished test's pages close at once (an open home keeps its banner turning and its CPU busy). */
export function useAccountBrowser(): void {
  beforeAll(async () => {
    useLocalAws();
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export async function newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** A member registered through the API (setup, not the journey under test). */
export async function registered(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await new Client().post('outside/saveuser', {
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    zip: '66044',
    plid: PRAIRIE.record.plid,
  });
  expect(res.status, res.text).toBe(200);
  return email;
}

export const session = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)])));
export const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
/** What the server says to b2c/account from this page, with the page's own cookies and CSRF header. */
export const accountStatus = (page: Page) =>
  page.evaluate(async (csrfCookie) => {
    const csrf = document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${csrfCookie}=`))
      ?.slice(csrfCookie.length + 1);
    const res = await fetch('/api/b2c/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: '{}',
    });
    return res.status;
  }, CSRF_COOKIE);

/**
 * Waits for a notification, then closes it as a person would (it may cover what comes next). It
 * may close by itself first (after 4 s), so the click is allowed to find nothing.
 */
export async function seeNotification(page: Page, text: string) {
  const note = page.getByRole('alert').filter({ hasText: text });
  await note.waitFor();
  await note
    .getByRole('button', { name: 'Close notification' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await note.waitFor({ state: 'detached' });
}

export async function openHome(page: Page, base = portalUrl()) {
  await page.goto(`${base}/b2c/chome`);
  await page.getByTestId('coop-logo').first().waitFor();
}

export async function fillLogin(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

export async function login(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}
