import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { Client, mailsTo, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// Virtual Assistance in Chromium: a visitor writes through Contact Us, the co-op's admin opens the
// message from the admin menu, answers it, and the reply is in the visitor's mailbox.

beforeAll(() => useLocalAws());

/** How many elements on the page show this exact text where a person sees it. */
function visibleTexts(page: Page, text: string): Promise<number> {
  return page
    .getByText(text, { exact: true })
    .evaluateAll(
      (nodes) => nodes.filter((n) => n.checkVisibility({ opacityProperty: true, visibilityProperty: true })).length,
    );
}
const browser = useBrowser();

describe('answering a contact message', () => {
  it('the admin replies from the inbox and the visitor gets the email', async () => {
    const email = uniqueEmail('inbox-visitor');
    const name = `Vera ${Date.now().toString(36)}`;
    expect(
      (
        await new Client().post('outside/contactform', {
          key: '323',
          message: { fullName: name, email, message: 'Is the office open on Saturdays?' },
        })
      ).status,
    ).toBe(200);

    const page = await browser.newPage();
    // Staff end their sign-in on the admin home.
    await loginInBrowser(page, 'staff@prairiesky.example', 'Ledger@Compass73');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Virtual Assistance' }).click();
    await page.getByRole('button', { name: `Open Contact form from ${name}` }).click();
    const detail = page.getByRole('region', { name: `Contact form from ${name}` });
    await detail.getByText('Is the office open on Saturdays?').waitFor();
    // An empty reply is refused with one message, under the box: seen once and in the page once.
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await detail.getByText(ADMIN_MESSAGES.inboxReplyRequired, { exact: true }).waitFor();
    expect(await visibleTexts(page, ADMIN_MESSAGES.inboxReplyRequired)).toBe(1);
    expect(await page.getByText(ADMIN_MESSAGES.inboxReplyRequired, { exact: true }).count()).toBe(1);
    await expect.poll(() => detail.getByLabel(`Reply to ${email}`).getAttribute('aria-invalid')).toBe('true');
    await detail.getByLabel(`Reply to ${email}`).fill('Yes, from 9 to noon.');
    await detail.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(ADMIN_MESSAGES.inboxReplySent).waitFor();
    await detail.getByRole('article', { name: 'Reply by Sam Staff' }).waitFor();
    await detail.getByText('Answered').waitFor();

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Re: Contact form');
    expect(mail!.body.text).toContain('Yes, from 9 to noon.');
    // It leaves the not-answered list, and is under Contact messages with its reply.
    await page.getByRole('button', { name: `Open Contact form from ${name}` }).waitFor({ state: 'detached' });
    // A person clicks the segment's label (the radio itself is drawn hidden under it).
    await page
      .locator('label')
      .filter({ hasText: /^Contact messages$/ })
      .click();
    await expect.poll(() => page.getByRole('radio', { name: 'Contact messages' }).isChecked()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Answered').waitFor();
  });
});
