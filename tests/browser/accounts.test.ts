import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, fill, MESSAGES, SESSION_COOKIE } from '../../shared/constants.js';
import { ACCOUNT_MESSAGES, inviteMember, RECOVER_ANSWER } from '../../functions/core/accounts/accounts.js';
import { DEMO_COOPS } from '../../infra/local/demo-data.js';
import { launchBrowser } from '../support/browser.js';
import { Client, lastMailTo, linkIn, portalUrl, uniqueEmail, useLocalAws } from '../support/live-env.js';

// Member account journeys in Chromium against the local portal: register, logout and login,
// forgot password by email, activation of an invited member, change password, edit account.
// Each test has its own browser context and its own member. Setup that is not the journey under
// test goes through the API from its own source address, so the per-IP limits (every browser
// comes from 127.0.0.1) stay far away.

const PASSWORD = 'Garden@Path42';
const NEW_PASSWORD = 'River$Stone77';
const [PRAIRIE, RIVERBEND] = DEMO_COOPS as [(typeof DEMO_COOPS)[0], (typeof DEMO_COOPS)[0]];

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  useLocalAws();
  browser = await launchBrowser();
});
// A finished test's pages close at once: an open home keeps its banner turning and its CPU busy.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** A member registered through the API (setup, not the journey under test). */
async function registered(tag: string): Promise<string> {
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

const session = (page: Page) => page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)])));
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
/** What the server says to b2c/account from this page, with the page's own cookies and CSRF header. */
const accountStatus = (page: Page) =>
  page.evaluate(async (csrfCookie) => {
    const csrf = document.cookie.split('; ').find((c) => c.startsWith(`${csrfCookie}=`))?.slice(csrfCookie.length + 1);
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
async function seeNotification(page: Page, text: string) {
  const note = page.getByRole('alert').filter({ hasText: text });
  await note.waitFor();
  await note
    .getByRole('button', { name: 'Close notification' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await note.waitFor({ state: 'detached' });
}

/** Opens the phone layout's menu and waits until its height transition has ended (an element
 * inside a still-growing, clipped menu cannot be clicked reliably). */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect.poll(() => menu.evaluate((el) => el.getAttribute('aria-hidden') === 'false' && (el as HTMLElement).style.height === '')).toBe(true);
}

async function openHome(page: Page, base = portalUrl()) {
  await page.goto(`${base}/b2c/chome`);
  await page.getByTestId('coop-logo').first().waitFor();
}

async function fillLogin(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
}

async function login(page: Page, email: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}

describe('member accounts in the browser', () => {
  it('registers: ZIP step, co-op select, details, automatic login, welcome mail', async () => {
    const page = await newPage();
    const email = uniqueEmail('reg');
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });

    // A ZIP no co-op serves gets the server's message; 66044 is served by both demo co-ops.
    await dialog.getByLabel('ZIP code').fill('99999');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(ACCOUNT_MESSAGES.unknownZip);
    await dialog.getByLabel('ZIP code').fill('66044');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const coop = dialog.getByLabel('Co-op', { exact: true });
    await coop.waitFor();
    await expect.poll(() => coop.locator('option').allTextContents()).toEqual(['Select your co-op', PRAIRIE.record.coopName, RIVERBEND.record.coopName]);
    // This site (localhost) is Prairie Sky's, which serves the ZIP: it is preselected.
    await expect.poll(() => coop.inputValue()).toBe(String(PRAIRIE.record.plid));

    await dialog.getByLabel('First name').fill('Robin');
    await dialog.getByLabel('Last name').fill('Reed');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Password confirmation').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByText(fill(MESSAGES.welcomeNewTitle, { name: 'Robin' })).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const stored = await session(page);
    expect(stored).toMatchObject({ firstName: 'Robin', role: 'member' });
    expect(stored.credentials).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.getByTestId('top-bar').getByRole('link', { name: 'Print Card' }).waitFor({ state: 'visible' });

    const mail = await expect.poll(() => lastMailTo(email, /Welcome/).catch(() => undefined)).toBeTruthy().then(() => lastMailTo(email, /Welcome/));
    expect(mail.subject).toContain(PRAIRIE.record.displayName);
    expect(mail.body.text).toContain('Robin');
  });

  it('logs out after the confirmation and logs in again; a wrong password gets the server message', async () => {
    const email = await registered('logout');
    const page = await newPage();
    await openHome(page);

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = await fillLogin(page, email, 'Wrong@Pass42');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(`${MESSAGES.errorTitle}${ACCOUNT_MESSAGES.badCredentials}`);
    expect((await session(page)).credentials).toBeUndefined();

    await fillLogin(page, email, PASSWORD);
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByText(fill(MESSAGES.welcomeBackTitle, { name: 'Ann' })).waitFor();
    expect(await accountStatus(page)).toBe(200);

    await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await confirm.getByText(MESSAGES.logoutConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    expect(page.url()).toMatch(/\/b2c\/chome$/);
    expect(await sessionCookie(page)).toBeUndefined();
    const stored = await session(page);
    // (The co-op key is cleared too, and stored again by the home data reload that follows.)
    for (const item of ['credentials', 'userKey', 'sessionKey', 'firstName', 'role']) expect(stored[item]).toBeUndefined();
    expect(await accountStatus(page)).toBe(401);

    await login(page, email, PASSWORD);
    expect(await accountStatus(page)).toBe(200);
  });

  it('resets a forgotten password from the emailed link, once', async () => {
    const email = await registered('forgot');
    const page = await newPage();
    await openHome(page);

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password?' }).click();
    const recover = page.getByRole('dialog', { name: 'Forgot password' });
    await recover.getByLabel('Email').fill(email);
    await recover.getByRole('button', { name: 'Send reset link' }).click();
    // Recovery answers only after its floor (review 21), longer than expect.poll's default second.
    await expect.poll(() => recover.getByRole('alert').textContent(), { timeout: RECOVER_ANSWER.floorMs + 10_000 }).toBe(`${MESSAGES.resetPasswordTitle}${ACCOUNT_MESSAGES.recoverSent}`);

    await expect.poll(() => lastMailTo(email, /Reset your/).then(() => true, () => false)).toBe(true);
    const link = linkIn(await lastMailTo(email, /Reset your/), /http:\/\/[^\s"<>]+\/resetpassword\/[^\s"<>]+/);
    const port = new URL(portalUrl()).port;
    expect(new URL(link).host).toBe(`${PRAIRIE.record.primaryDomain}:${port}`);

    await page.goto(link);
    await page.waitForURL('**/b2c/chome');
    const reset = page.getByRole('dialog', { name: MESSAGES.resetPasswordTitle });
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await seeNotification(page, MESSAGES.passwordResetDone);

    // The reset opens the login: the old password is refused, the new one works.
    const dialog = await fillLogin(page, email, PASSWORD);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(`${MESSAGES.errorTitle}${ACCOUNT_MESSAGES.badCredentials}`);
    await fillLogin(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    expect((await session(page)).resetkeys).toBeUndefined();

    // The same link again: no reset screen, just the home.
    await page.goto(link);
    await page.waitForURL('**/b2c/chome');
    await page.getByTestId('coop-logo').first().waitFor();
    expect((await session(page)).resetkeys).toBeUndefined();
    await expect.poll(() => reset.count()).toBe(0);
  });

  it('activates an invited member from the emailed link on their co-op host', async () => {
    const email = uniqueEmail('invite');
    await inviteMember({ email, firstName: 'Jordan', lastName: 'Invitee', zip: '37064', plid: RIVERBEND.record.plid });
    const mail = await lastMailTo(email, /Activate/);
    const link = linkIn(mail, /http:\/\/[^\s"<>]+\/activate\/[^\s"<>]+/);
    expect(new URL(link).hostname).toBe(RIVERBEND.record.primaryDomain);

    const page = await newPage();
    await page.goto(link);
    await page.waitForURL('**/b2c/chome');
    await expect.poll(() => page.getByTestId('coop-logo').first().getAttribute('src')).toBe(`/static/${RIVERBEND.record.logo}`);
    const dialog = page.getByRole('dialog', { name: 'Activate your account' });
    await dialog.getByText('Welcome, Jordan!', { exact: false }).waitFor();
    // The screen's own check first, then the real thing.
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill('River$Stone78');
    await dialog.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(`${MESSAGES.passwordMismatchTitle}${MESSAGES.passwordsDoNotMatch}`);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Activate account' }).click();

    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await seeNotification(page, fill(MESSAGES.welcomeNewTitle, { name: 'Jordan' }));
    const stored = await session(page);
    expect(stored.activation).toBeUndefined();
    expect(stored).toMatchObject({ firstName: 'Jordan', role: 'member' });
    expect(await accountStatus(page)).toBe(200);
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect.poll(() => page.getByTestId('membership').textContent()).toContain(RIVERBEND.record.displayName);

    // The password works for a fresh login too.
    const res = await new Client().post('outside/login', { email, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('changes the password in My Account on a phone: the session ends and the login opens', async () => {
    const email = await registered('chpw');
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openHome(page);
    await openMenu(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await fillLogin(page, email, PASSWORD);
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'detached' });
    await seeNotification(page, fill(MESSAGES.welcomeBackTitle, { name: 'Ann' }));
    await openMenu(page);
    await page.getByRole('button', { name: 'My Account' }).click();

    const account = page.getByRole('dialog', { name: 'My Account' });
    await account.getByRole('tab', { name: 'My Account' }).click();
    // Full screen on a phone: the dialog uses the whole width.
    expect((await account.boundingBox())?.width).toBe(390);
    const form = account.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Change password' }).click();

    const loginDialog = page.getByRole('dialog', { name: 'Login' });
    await loginDialog.waitFor();
    await page.getByText(MESSAGES.passwordChanged).waitFor();
    expect((await session(page)).credentials).toBeUndefined();
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await accountStatus(page)).toBe(401);
    await fillLogin(page, email, NEW_PASSWORD);
    await loginDialog.waitFor({ state: 'detached' });
    expect(await accountStatus(page)).toBe(200);
  });

  it('edits the account and finds the changes after reopening My Account and after a reload', async () => {
    const email = await registered('edit');
    const page = await newPage();
    await openHome(page);
    await login(page, email, PASSWORD);

    const openAccountTab = async () => {
      await page.getByRole('button', { name: 'My Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'My Account' });
      await dialog.getByRole('tab', { name: 'My Account' }).click();
      return dialog.getByRole('form', { name: 'My Account' });
    };
    let form = await openAccountTab();
    await expect.poll(() => form.getByLabel('Email preference').inputValue()).toBe('1');
    await form.getByLabel('First name').fill('Morgan');
    await form.getByLabel('ZIP code').fill('37064');
    await form.getByLabel('Email preference').selectOption('0');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await seeNotification(page, MESSAGES.accountSaved);

    const expectSaved = async () => {
      await expect.poll(() => form.getByLabel('First name').inputValue()).toBe('Morgan');
      await expect.poll(() => form.getByLabel('ZIP code').inputValue()).toBe('37064');
      await expect.poll(() => form.getByLabel('Email preference').inputValue()).toBe('0');
    };
    await page.getByRole('dialog', { name: 'My Account' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'My Account' }).waitFor({ state: 'detached' });
    form = await openAccountTab();
    await expectSaved();

    await page.reload();
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    form = await openAccountTab();
    await expectSaved();
  });

  it('changes the email with the current password, confirms it from the emailed link, and logs in with the new address', async () => {
    const email = await registered('chmail');
    const newEmail = uniqueEmail('chmail-new');
    const page = await newPage();
    await openHome(page);
    await login(page, email, PASSWORD);
    await page.getByRole('button', { name: 'My Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'My Account' });
    await dialog.getByRole('tab', { name: 'My Account' }).click();
    const form = dialog.getByRole('form', { name: 'My Account' });

    // A new email asks for the current password before anything is sent.
    await form.getByLabel('Email', { exact: true }).fill(newEmail);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(MESSAGES.emailChangePassword);
    const currentPassword = form.getByLabel('Current password');
    await expect.poll(() => currentPassword.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => currentPassword.evaluate((el) => el === document.activeElement)).toBe(true);
    await currentPassword.fill(PASSWORD);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await seeNotification(page, fill(MESSAGES.emailChangeSent, { email: newEmail }));
    // Until the link is opened the old address is the one on file.
    await expect.poll(() => form.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await expect.poll(() => form.getByLabel('Current password').count()).toBe(0);

    const link = linkIn(
      await expect
        .poll(() => lastMailTo(newEmail, /Confirm your new/).then(() => true, () => false))
        .toBe(true)
        .then(() => lastMailTo(newEmail, /Confirm your new/)),
      /http:\/\/[^\s"<>]+\/confirmemail\/[^\s"<>]+/,
    );
    await page.goto(link);
    await expect.poll(() => page.getByTestId('confirm-email-result').textContent()).toContain(MESSAGES.emailChanged);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL('**/b2c/chome');
    await page.getByTestId('coop-logo').first().waitFor();

    // The old address no longer logs in; the new one does.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const loginDialog = await fillLogin(page, email, PASSWORD);
    await expect.poll(() => loginDialog.getByRole('alert').textContent()).toBe(`${MESSAGES.errorTitle}${ACCOUNT_MESSAGES.badCredentials}`);
    await fillLogin(page, newEmail, PASSWORD);
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect.poll(() => page.getByTestId('membership').textContent()).toContain(newEmail);
  });
});
