import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import {
  lastMailTo,
  linkIn,
  MEMBER_PASSWORD,
  portalUrl,
  signedUpMember,
  uniqueEmail,
  useLocalAws,
} from '../support/live-env.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

// The business (b2b) shell in Chromium: a visitor sees Prairie Sky's shell with its two social
// links, subscribes to the newsletter, opens the mailed link and confirms; a member logs in
// through the login panel and the nav then shows Card.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('the b2b shell in the browser', () => {
  it('a visitor sees the shell, subscribes, and confirms from the mailed link', async () => {
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2b`);
    await page.getByRole('heading', { level: 1, name: 'Prairie Sky Electric for Business' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['Home', 'Local Deals', 'National Deals', 'Healthy Savings', 'Tickets', 'Travel', 'Insurance']);
    // Demo co-op 323 has Facebook and YouTube set, nothing else.
    await expect
      .poll(() => page.getByRole('list', { name: 'Social media' }).getByRole('link').allTextContents())
      .toEqual(['Facebook', 'YouTube']);

    const email = uniqueEmail('b2b-newsletter');
    const box = page.getByRole('form', { name: 'Newsletter' });
    // As a person does: into the box first (its form layer loads on that focus), then type.
    await box.getByLabel('Email address').click();
    await page.locator('form[aria-label="Newsletter"][data-ready="true"]').waitFor();
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => box.getByRole('alert').textContent()).toContain(NEWSLETTER_MESSAGES.newsletterSent);

    const mail = await lastMailTo(email, /^Confirm your subscription/);
    const link = linkIn(mail, /http:\/\/[^\s"<>]+\/newsletter\/323\/[A-Za-z0-9_-]{43}/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect
      .poll(() => page.getByTestId('newsletter-result').textContent())
      .toContain(NEWSLETTER_MESSAGES.newsletterConfirmed.replace('{coop}', 'Prairie Sky Electric'));
  });

  it('a member logs in through the login panel and then sees Card and Business Management', async () => {
    const { email } = await signedUpMember('b2b-login');
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2b`);
    await page.getByRole('button', { name: 'Account/Login' }).click();
    const panel = page.getByTestId('b2b-login-panel');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await panel.getByRole('button', { name: 'Login' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Card' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Business Management' })
      .waitFor();
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Website Management' }).count(),
      )
      .toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Prairie Sky Electric for Business');
  });
});
