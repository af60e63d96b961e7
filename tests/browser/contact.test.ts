import { beforeAll, describe, expect, it } from 'vitest';
import { listContactMessages } from '#functions/db/contact-repo.js';
import { useBrowser } from '../support/browser-session.js';
import { mailsTo, portalUrl, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// The Contact page in Chromium against the local portal, as a visitor of the second co-op (its own
// host name): its details, the form's warning, a sent message that clears the form, and the
// message stored for that co-op and waiting in its staff's local mailbox.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('contact in the browser', () => {
  it("warns on a blank field, sends, clears, and the message reaches Riverbend's staff mailbox", async () => {
    const page = await browser.newPage();
    await page.goto(`http://riverbend.localhost:${new URL(portalUrl()).port}/b2c/ccontact`);
    const card = page.getByTestId('coop-contact');
    await card.getByRole('heading', { name: 'Riverbend Power Co-op' }).waitFor();
    await expect.poll(() => card.textContent()).toContain('48 Mill Street, Franklin, TN 37064');
    await expect.poll(() => card.textContent()).not.toContain('Cell phone');

    const form = page.getByRole('form', { name: 'Contact Us' });
    const submit = () => form.getByRole('button', { name: 'Send message' }).click();
    await form.getByLabel('Full name').fill('Robin Browser');
    await submit();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe(`${CONTACT_MESSAGES.contactIncompleteTitle}${CONTACT_MESSAGES.contactIncomplete}`);
    await expect.poll(() => form.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');

    const from = uniqueEmail('contact-browser');
    await form.getByLabel('Email address').fill(from);
    await form.getByLabel('Message').fill('Our street light on Mill Street is out.\nCan someone look at it?');
    await submit();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe(`${CONTACT_MESSAGES.contactThanksTitle}${CONTACT_MESSAGES.contactThanks}`);
    for (const label of ['Full name', 'Email address', 'Message'])
      await expect.poll(() => form.getByLabel(label).inputValue()).toBe('');

    expect((await listContactMessages(417)).filter((m) => m.email === from)).toEqual([
      expect.objectContaining({
        fullName: 'Robin Browser',
        memberId: null,
        message: 'Our street light on Mill Street is out.\nCan someone look at it?',
        sentTo: 'help@riverbend.example',
      }),
    ]);
    const mails = (await mailsTo('help@riverbend.example')).filter((m) => m.body.text.includes(from));
    expect(mails.map((m) => m.subject)).toEqual(['Contact form: message from Robin Browser']);
    expect(mails[0]!.body.text).toContain('Can someone look at it?');
  });
});
