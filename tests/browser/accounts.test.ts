import { describe, expect, it } from 'vitest';
import { fill } from '#shared/constants.js';
import { inviteMember, RECOVER_ANSWER } from '#functions/core/accounts/accounts.js';
import { Client, lastMailTo, linkIn, portalUrl, uniqueEmail } from '../support/live-env.js';
import {
  accountStatus,
  fillLogin,
  login,
  NEW_PASSWORD,
  newPage,
  openHome,
  PASSWORD,
  PRAIRIE,
  registered,
  RIVERBEND,
  seeNotification,
  session,
  sessionCookie,
  useAccountBrowser,
} from './account-journeys.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Member account journeys in Chromium against the local portal: register, logout and login,
// forgot password by email, activation of an invited member. My Account's: my-account.test.ts.

useAccountBrowser();

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
    await expect
      .poll(() => coop.locator('option').allTextContents())
      .toEqual(['Select your co-op', PRAIRIE.record.coopName, RIVERBEND.record.coopName]);
    // This site (localhost) is Prairie Sky's, which serves the ZIP: it is preselected.
    await expect.poll(() => coop.inputValue()).toBe(String(PRAIRIE.record.plid));

    await dialog.getByLabel('First name').fill('Robin');
    await dialog.getByLabel('Last name').fill('Reed');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Password confirmation').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByText(fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: 'Robin' })).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const stored = await session(page);
    expect(stored).toMatchObject({ firstName: 'Robin', role: 'member' });
    expect(stored.credentials).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.getByTestId('top-bar').getByRole('link', { name: 'Print Card' }).waitFor({ state: 'visible' });

    const mail = await expect
      .poll(() => lastMailTo(email, /Welcome/).catch(() => undefined))
      .toBeTruthy()
      .then(() => lastMailTo(email, /Welcome/));
    expect(mail.subject).toContain(PRAIRIE.record.displayName);
    expect(mail.body.text).toContain('Robin');
  });

  it('logs out after the confirmation and logs in again; a wrong password gets the server message', async () => {
    const email = await registered('logout');
    const page = await newPage();
    await openHome(page);

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = await fillLogin(page, email, 'Wrong@Pass42');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(`${COMMON_MESSAGES.errorTitle}${ACCOUNT_MESSAGES.badCredentials}`);
    expect((await session(page)).credentials).toBeUndefined();

    await fillLogin(page, email, PASSWORD);
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByText(fill(ACCOUNT_MESSAGES.welcomeBackTitle, { name: 'Ann' })).waitFor();
    expect(await accountStatus(page)).toBe(200);

    await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await confirm.getByText(ACCOUNT_MESSAGES.logoutConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    expect(page.url()).toMatch(/\/b2c\/chome$/);
    expect(await sessionCookie(page)).toBeUndefined();
    const stored = await session(page);
    // (The co-op key is cleared too, and stored again by the home data reload that follows.)
    for (const item of ['credentials', 'userKey', 'sessionKey', 'firstName', 'role'])
      expect(stored[item]).toBeUndefined();
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
    // Recovery answers only after its floor, longer than expect.poll's default second.
    await expect
      .poll(() => recover.getByRole('alert').textContent(), { timeout: RECOVER_ANSWER.floorMs + 10_000 })
      .toBe(`${ACCOUNT_MESSAGES.resetPasswordTitle}${ACCOUNT_MESSAGES.recoverSent}`);

    await expect
      .poll(() =>
        lastMailTo(email, /Reset your/).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    const link = linkIn(await lastMailTo(email, /Reset your/), /http:\/\/[^\s"<>]+\/resetpassword\/[^\s"<>]+/);
    const port = new URL(portalUrl()).port;
    expect(new URL(link).host).toBe(`${PRAIRIE.record.primaryDomain}:${port}`);

    await page.goto(link);
    await page.waitForURL('**/b2c/chome');
    const reset = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.resetPasswordTitle });
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await seeNotification(page, ACCOUNT_MESSAGES.passwordResetDone);

    // The reset opens the login: the old password is refused, the new one works.
    const dialog = await fillLogin(page, email, PASSWORD);
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(`${COMMON_MESSAGES.errorTitle}${ACCOUNT_MESSAGES.badCredentials}`);
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
    await expect
      .poll(() => page.getByTestId('coop-logo').first().getAttribute('src'))
      .toBe(`/static/${RIVERBEND.record.logo}`);
    const dialog = page.getByRole('dialog', { name: 'Activate your account' });
    await dialog.getByText('Welcome, Jordan!', { exact: false }).waitFor();
    // The screen's own check first, then the real thing.
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill('River$Stone78');
    await dialog.getByRole('button', { name: 'Activate account' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(`${ACCOUNT_MESSAGES.passwordMismatchTitle}${ACCOUNT_MESSAGES.passwordsDoNotMatch}`);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Activate account' }).click();

    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await seeNotification(page, fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: 'Jordan' }));
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
});
