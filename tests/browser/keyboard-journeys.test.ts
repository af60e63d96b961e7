import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedBusiness } from '../support/approved-business.js';
import { useBrowser } from '../support/browser-session.js';
import { mailsTo, MEMBER_PASSWORD, portalUrl, post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// The member's and the partner's main journeys with the keyboard alone, as someone who cannot use
// a mouse: Tab and Shift+Tab to move, Enter and Space to act, Escape to close, letters to type.
// No click, no focus() from the test. Each journey makes its own member or business.

beforeAll(() => useLocalAws());
const browser = useBrowser();

/** Presses `key` until the focus is on the target (or inside it), unless it is there already; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80): Promise<void> {
  await target.waitFor({ timeout: 30_000 });
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
    if (i < max) await page.keyboard.press(key);
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${max} presses of ${key} never reached ${target.toString()}; the focus is on ${at}`);
}

/**
 * Presses Tab until the focus is on the field of this label (its text without a required mark)
 * and types into it. The field is found from the focus in one look at the page: a form that hands
 * over from a stand-in to its real self on the first focus (local deals') swaps the field under a
 * locator between two looks.
 */
async function typeInto(page: Page, label: string, text: string, max = 80): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (i > 0) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? null;
    });
    if (focused === label) {
      await page.keyboard.type(text);
      return;
    }
  }
  throw new Error(`${max} presses of Tab never reached the field ${label}`);
}

describe('with the keyboard only', () => {
  it('a member pauses and restarts the home banner, then logs in from the header', async () => {
    const { email } = await signedUpMember('keyboard-login');
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2c/chome`);
    // On the way, the banner's slide show is stopped and started again from its control.
    await tabTo(page, page.getByRole('button', { name: /^Pause the slide show/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: /^Play the slide show/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Pause the slide show/ }).waitFor();
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Login' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await typeInto(page, 'Email', email);
    await typeInto(page, 'Password', MEMBER_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  // Signing the agreement (its PDF) takes several seconds on a busy machine.
  it('a member searches local deals, prints a coupon and tries to redeem it again on the phone', {
    timeout: 180_000,
  }, async () => {
    // A business of its own, signed, so its offer is live in search at its ZIP.
    const { key1, key2, name } = await approvedBusiness('keyboard-deals');
    expect(
      (
        await post('outside/signAgreement', {
          key1,
          key2,
          eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
          agreement: '',
        })
      ).status,
    ).toBe(200);
    const { email } = await signedUpMember('keyboard-deals');
    const page = await browser.newPage();
    await page.context().addInitScript(() => {
      window.print = () => window.dispatchEvent(new Event('afterprint'));
    });
    await signInWithoutDialog(page, email);
    await page.goto(`${portalUrl()}/b2c/clocaldeals`);
    await typeInto(page, 'Search deals', name);
    await typeInto(page, 'ZIP code', '66044');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .getByTestId('deals-summary')
          .textContent()
          .catch(() => null),
      )
      .toMatch(/^Showing 1 to 1 of 1 deal within/);

    await tabTo(page, page.getByRole('button', { name, exact: true }));
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name });
    await modal.getByTestId('deal-details').waitFor();
    await tabTo(page, modal.getByRole('button', { name: 'Print', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(
      page,
      page.getByRole('dialog', { name: 'Print coupon' }).getByRole('button', { name: 'Yes, print it' }),
    );
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByTestId('print-thanks').waitFor();
    await expect
      .poll(() => page.getByTestId('coupon-print-id').textContent())
      .toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

    await tabTo(page, thanks.getByRole('button', { name: 'Back to deal' }));
    await page.keyboard.press('Space');
    await tabTo(page, modal.getByRole('button', { name: 'Redeem on phone' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await tabTo(
      page,
      page.getByRole('dialog', { name: 'Redeem on phone' }).getByRole('button', { name: 'Yes, redeem now' }),
    );
    await page.keyboard.press('Enter');
    // The offer is once a week and the printed coupon used it: the refusal says why, OK closes it.
    const refused = page.getByRole('dialog', { name: DEALS_MESSAGES.cannotRedeem });
    await expect
      .poll(() => refused.getByTestId('message-dialog-text').textContent())
      .toMatch(/^You have used this deal 1 time/);
    await tabTo(page, refused.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await refused.waitFor({ state: 'detached' });

    // Escape closes the deal, back to the list.
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('a member starts the partner wizard and saves the business for later', async () => {
    const { email } = await signedUpMember('keyboard-wizard');
    const page = await browser.newPage();
    await signInWithoutDialog(page, email);
    await page.goto(`${portalUrl()}/b2c/newbp`);
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Join Now' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Business' });
    await typeInto(page, 'Business name', 'Keyboard Bakery');
    await typeInto(page, 'Address', '12 Wheat Street');
    await typeInto(page, 'City', 'Lawrence');
    // A native select: its option chosen by typing, as on any select.
    await typeInto(page, 'State', 'KS');
    await expect.poll(() => form.getByLabel('State', { exact: true }).inputValue()).toBe('KS');
    await typeInto(page, 'ZIP code', '66044');
    await typeInto(page, 'Phone', '7855550142');
    await tabTo(page, form.getByLabel('Include the main business address as a location'));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Save for later' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/b2c\/newbp$/);
    await page.getByText(PARTNERS_MESSAGES.draftSaved).waitFor();
  });

  it("the business's signer signs the agreement from the emailed link", { timeout: 180_000 }, async () => {
    const { signer } = await approvedBusiness('keyboard-sign');
    const mail = (await mailsTo(signer)).find((m) => /Participating Business Agreement/.test(m.subject))!;
    const link = /http:\/\/[^\s"<>]+\/bpesignature\/[^\s"<>]+/.exec(mail.body.text)![0];
    const page = await browser.newPage();
    await page.goto(link);
    const sign = page.getByRole('form', { name: 'Electronic signature' });
    await tabTo(page, sign.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await typeInto(page, 'Signature (by)', 'Sam Signer');
    await typeInto(page, 'Full name', 'Samuel Signer');
    await typeInto(page, 'Job title', 'Owner');
    await tabTo(page, sign.getByRole('button', { name: 'Sign the agreement' }));
    const [signed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/outside/signAgreement'), { timeout: 90_000 }),
      page.keyboard.press('Enter'),
    ]);
    expect(`${signed.status()} ${await signed.text()}`).toMatch(/^200 /);
    await page.getByText(PARTNERS_MESSAGES.agreementSigned).first().waitFor();
  });
});
