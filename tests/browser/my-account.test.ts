import { describe, expect, it } from 'vitest';
import { fill } from '#shared/constants.js';
import { lastMailTo, linkIn, uniqueEmail } from '../support/live-env.js';
import {
  accountStatus,
  fillLogin,
  login,
  NEW_PASSWORD,
  newPage,
  openHome,
  PASSWORD,
  registered,
  seeNotification,
  session,
  sessionCookie,
  useAccountBrowser,
} from './account-journeys.js';
import { openMenu } from './phone-layout.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// My Account in Chromium against the local portal: change the password on a phone, edit the
// account, change the email from the emailed link. Register and login: accounts.test.ts.

useAccountBrowser();

describe('member accounts in the browser', () => {
  it('changes the password in My Account on a phone: the session ends and the login opens', async () => {
    const email = await registered('chpw');
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openHome(page);
    await openMenu(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await fillLogin(page, email, PASSWORD);
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'detached' });
    await seeNotification(page, fill(ACCOUNT_MESSAGES.welcomeBackTitle, { name: 'Ann' }));
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
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
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
    await seeNotification(page, ACCOUNT_MESSAGES.accountSaved);

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
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(ACCOUNT_MESSAGES.emailChangePassword);
    const currentPassword = form.getByLabel('Current password');
    await expect.poll(() => currentPassword.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => currentPassword.evaluate((el) => el === document.activeElement)).toBe(true);
    await currentPassword.fill(PASSWORD);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await seeNotification(page, fill(ACCOUNT_MESSAGES.emailChangeSent, { email: newEmail }));
    // Until the link is opened the old address is the one on file.
    await expect.poll(() => form.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await expect.poll(() => form.getByLabel('Current password').count()).toBe(0);

    const link = linkIn(
      await expect
        .poll(() =>
          lastMailTo(newEmail, /Confirm your new/).then(
            () => true,
            () => false,
          ),
        )
        .toBe(true)
        .then(() => lastMailTo(newEmail, /Confirm your new/)),
      /http:\/\/[^\s"<>]+\/confirmemail\/[^\s"<>]+/,
    );
    await page.goto(link);
    await expect
      .poll(() => page.getByTestId('confirm-email-result').textContent())
      .toContain(ACCOUNT_MESSAGES.emailChanged);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL('**/b2c/chome');
    await page.getByTestId('coop-logo').first().waitFor();

    // The old address no longer logs in; the new one does.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const loginDialog = await fillLogin(page, email, PASSWORD);
    await expect
      .poll(() => loginDialog.getByRole('alert').textContent())
      .toBe(`${COMMON_MESSAGES.errorTitle}${ACCOUNT_MESSAGES.badCredentials}`);
    await fillLogin(page, newEmail, PASSWORD);
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect.poll(() => page.getByTestId('membership').textContent()).toContain(newEmail);
  });
});
