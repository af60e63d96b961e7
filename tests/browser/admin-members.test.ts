import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill } from '#shared/constants.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { DESKTOP, PHONE } from './phone-layout.js';
import {
  lastMailTo,
  linkIn,
  MEMBER_PASSWORD,
  portalUrl,
  signedUpMember,
  uniqueEmail,
  useLocalAws,
} from '../support/live-env.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// The admin Members section in Chromium: the co-op's admin imports a CSV with good, duplicate and
// bad rows and reads the report, the invited member activates from the mail, and a member the
// admin deactivates (after a confirmation) hears at login that the account is inactive.

const NEW_PASSWORD = 'River$Stone77';

beforeAll(() => useLocalAws());
const browser = useBrowser();

async function membersPage(page: Page) {
  // Staff end their sign-in on the admin home.
  await loginInBrowser(page, 'staff@prairiesky.example', 'Ledger@Compass73');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
}

describe('admin members', () => {
  it('imports a CSV and reads the report; the invited member activates from the mail', async () => {
    const { email: existing } = await signedUpMember('bm-existing');
    const invited = uniqueEmail('bm-invited');
    const csv = [
      'first_name,last_name,email,zip',
      `Jo,Import,${invited},66044`,
      `Dee,Saver,${existing},66044`,
      'Bad,Row,not-an-address,66044',
    ].join('\n');

    const page = await browser.newPage();
    await membersPage(page);
    const part = page.getByTestId('member-import');
    await part
      .locator('input[type=file]')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await part.getByRole('button', { name: 'Import 3 rows' }).click();
    const report = page.getByTestId('import-report');
    await expect
      .poll(() => page.getByTestId('import-totals').textContent())
      .toBe(
        fill(ADMIN_MESSAGES.importSummary, { done: '3', total: '3', created: '1', duplicates: '1', rejected: '1' }),
      );
    const cells = await report
      .getByRole('table', { name: 'Import report' })
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent)));
    expect(cells).toEqual([
      ['Row', 'Email', 'Result', 'Reason'],
      ['2', invited, 'Created', ''],
      ['3', existing, 'Skipped (duplicate)', ADMIN_MESSAGES.importDuplicate],
      ['4', 'not-an-address', 'Rejected', ACCOUNT_MESSAGES.invalidEmail],
    ]);

    // The invited member opens the mailed link and sets a password.
    const link = linkIn(await lastMailTo(invited, /Activate/), /http:\/\/[^\s"<>]+\/activate\/[^\s"<>]+/);
    const member = await browser.newPage();
    await member.goto(link);
    const dialog = member.getByRole('dialog', { name: 'Activate your account' });
    await dialog.getByText('Welcome, Jo!', { exact: false }).waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Activate account' }).click();
    await member.getByRole('button', { name: 'My Account' }).waitFor();

    // Staff see the member active now.
    const search = page.getByRole('search', { name: 'Member search' });
    await search.getByLabel(/^Search members/).fill(invited);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row').filter({ hasText: invited }).getByRole('button', { name: 'Open Import, Jo' }).click();
    await expect.poll(() => page.getByTestId('member-status').textContent()).toBe('Active');
  });

  it('on a phone folds the admin menu behind a toggle and shows whole emails; wide, the menu stands beside', async () => {
    const { email } = await signedUpMember('bm-a-rather-long-address-to-wrap');
    // Signed in through the wide header's Login (a phone's is behind the site menu), then each screen.
    const page = await browser.newPage(DESKTOP);
    await loginInBrowser(page, 'staff@prairiesky.example', 'Ledger@Compass73');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${portalUrl()}/admin/members`);
      const heading = page.getByRole('heading', { level: 1, name: 'Members' });
      await heading.waitFor();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      const toggle = page.getByRole('button', { name: /^Admin menu/ });
      if (viewport === PHONE) {
        // The section, not the menu, fills the first screen.
        expect((await heading.boundingBox())?.y).toBeLessThan(PHONE.height / 3);
        expect(await nav.isVisible()).toBe(false);
        expect(await toggle.textContent()).toBe('Admin menuMembers');
        await toggle.click();
        await nav.getByRole('link', { name: 'Reports' }).click();
        await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        await toggle.click();
        await nav.getByRole('link', { name: 'Members' }).click();
        await heading.waitFor();
      } else {
        expect(await toggle.count()).toBe(0);
        expect(await nav.isVisible()).toBe(true);
      }
      const search = page.getByRole('search', { name: 'Member search' });
      await search.getByLabel(/^Search members/).fill(email);
      await search.getByRole('button', { name: 'Search' }).click();
      const shown = page.getByTestId('member-email').filter({ hasText: email });
      await shown.waitFor();
      // Every line of the address lies on the screen, inside its cell: nothing cut off.
      const { right, cellOverflows } = await shown.evaluate((el) => {
        const cell = el.closest('td');
        return {
          right: Math.max(...Array.from(el.getClientRects()).map((r) => r.right)),
          cellOverflows: cell ? cell.scrollWidth > cell.clientWidth + 1 : true,
        };
      });
      expect(right, `at ${viewport.width}px`).toBeLessThanOrEqual(viewport.width);
      expect(cellOverflows, `at ${viewport.width}px`).toBe(false);
    }
  });

  it('deactivates a member: their open page says so once, and they cannot log in', async () => {
    const { email } = await signedUpMember('bm-deactivate');
    // The member is signed in on a page of their own while staff deactivate them.
    const member = await browser.newPage();
    await signInWithoutDialog(member, email);
    await member.goto(`${portalUrl()}/b2c/chome`);
    const page = await browser.newPage();
    await membersPage(page);
    const search = page.getByRole('search', { name: 'Member search' });
    await search.getByLabel(/^Search members/).fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    // The list shows every member until the search answers: open the row of this address.
    await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Open Saver, Dee' }).click();
    const detail = page.getByTestId('member-detail');
    await detail.getByRole('button', { name: 'Deactivate' }).click();
    // Asked first.
    await page
      .getByRole('dialog', { name: ADMIN_MESSAGES.deactivateConfirmTitle })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await detail.getByText(ADMIN_MESSAGES.memberDeactivated).waitFor();
    await expect.poll(() => detail.getByTestId('member-status').textContent()).toBe('Deactivated');

    const inactive = fill(ACCOUNT_MESSAGES.accountInactive, {
      coop: 'Prairie Sky Electric',
      contact: 'members@prairiesky.example or (785) 555-0143',
    });
    // Their next call finds the session ended: one notice that the account is inactive and whom to
    // contact, not 'Please Login' (twice, as it was).
    await member.getByRole('button', { name: 'My Account' }).click();
    await member.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    const notices = member.locator('.mantine-Notification-root');
    await notices.filter({ hasText: inactive }).waitFor();
    expect(await notices.allTextContents()).toEqual([`${COMMON_MESSAGES.accountInactiveTitle}${inactive}`]);

    await member.goto(`${portalUrl()}/b2c/chome`);
    await member.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const login = member.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    // The right password hears the account is inactive and whom to contact.
    await expect.poll(() => login.getByRole('alert').textContent()).toBe(`${COMMON_MESSAGES.errorTitle}${inactive}`);
  });
});
