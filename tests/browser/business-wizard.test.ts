import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { DRAFT_END } from '../support/business-draft.js';
import { fill, joinNow, saveFreeCookieOffer } from '../support/business-wizard-page.js';
import { PNG_1X1 } from '../support/images.js';
import { mailsTo, portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// The business wizard in Chromium against the local portal: a member goes from Offer A Discount
// to the wizard, fills the business with its main address as a location and one offer, saves for
// later, comes back to it, and sends it for approval; the confirmation mail is in the mailbox.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('the business wizard in the browser', () => {
  // The whole partner loop in one journey: about 15 s alone, several times that on a busy CI machine.
  it('saves a business for later, resumes it, sends it for approval; staff approve, the signer signs, members find and print it', {
    timeout: 180_000,
  }, async () => {
    const { email } = await signedUpMember('wizard-browser');
    const page = await browser.newPage();
    await signInWithoutDialog(page, email);
    let form = await joinNow(page);

    await fill(form, [
      ['Business name', 'Browser Bakery'],
      ['Address', '12 Wheat Street'],
      ['City', 'Lawrence'],
      ['State', 'KS'],
      ['ZIP code', '66044'],
      ['Phone', '7855550142'],
    ]);
    await form.getByLabel('Include the main business address as a location').check();
    await form.getByRole('button', { name: 'Save for later' }).click();
    await page.waitForURL(/\/b2c\/newbp$/);
    await page.getByText(PARTNERS_MESSAGES.draftSaved).waitFor();

    form = await joinNow(page);
    await expect.poll(() => form.getByLabel('Business name', { exact: true }).inputValue()).toBe('Browser Bakery');
    await form.getByRole('tab', { name: 'Locations' }).click();
    await form.getByRole('table', { name: 'Locations' }).getByText('Browser Bakery (main address)').waitFor();

    // Send for Approval checks the business info first: the email is still missing.
    await form.getByRole('button', { name: 'Send for Approval' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe(`${COMMON_MESSAGES.warningTitle}${PARTNERS_MESSAGES.bizEmailRequired}`);
    await fill(form, [['Email', 'owner@browserbakery.example']]);

    await form.getByRole('tab', { name: 'Offers' }).click();
    await form.getByRole('button', { name: 'Add offer' }).click();
    const offer = page.getByRole('form', { name: 'Offer' });
    await saveFreeCookieOffer(offer, /^Browser Bakery: 12 Wheat Street/, DRAFT_END.digits);
    await form.getByRole('table', { name: 'Offers' }).getByText('1 per week').waitFor();

    // Logo & Images: the 400 KB limit on screen; a text file named .png is refused by the server
    // (the type comes from the bytes) and leaves no preview; a real PNG is kept.
    await form.getByRole('tab', { name: 'Logo & Images' }).click();
    await form.getByTestId('image-limit').getByText('at most 400 KB').waitFor();
    const logoInput = form.locator('input[type=file]').first();
    await logoInput.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await page.getByText(PARTNERS_MESSAGES.imageFormat).waitFor();
    await page.getByText(PARTNERS_MESSAGES.imageUploadFailed).first().waitFor();
    await expect.poll(() => form.getByRole('img', { name: 'Logo preview' }).count()).toBe(0);
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => form.getByRole('img', { name: 'Logo preview' }).count()).toBe(1);

    await form.getByRole('button', { name: 'Send for Approval' }).click();
    await page.getByTestId('business-status').getByText(PARTNERS_MESSAGES.draftSubmitted).waitFor();
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject))
      .toContain('Browser Bakery was sent to Prairie Sky Electric for approval');

    // Staff of the co-op find it in the review queue, see its logo and approve it: the signer
    // gets the agreement link, the owner a notice.
    const staff = await browser.newPage();
    await loginInBrowser(staff, 'staff@prairiesky.example', 'Ledger@Compass73');
    await staff.getByRole('contentinfo').getByRole('link', { name: 'Business review' }).click();
    await staff.getByRole('button', { name: 'Review Browser Bakery' }).click();
    const detail = staff.getByTestId('review-detail');
    await detail.getByRole('heading', { name: 'Browser Bakery' }).waitFor();
    await expect
      .poll(() =>
        detail
          .getByRole('img', { name: 'Logo of Browser Bakery' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    await detail.getByRole('table', { name: 'Submitted offers' }).getByText('Free cookie', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText(PARTNERS_MESSAGES.businessApproved).waitFor();
    await expect
      .poll(async () => (await mailsTo('owner@browserbakery.example')).map((m) => m.subject))
      .toContain('Please sign the Prairie Sky Electric Participating Business Agreement for Browser Bakery');
    const agreement = (await mailsTo('owner@browserbakery.example')).find((m) =>
      /Participating Business Agreement/.test(m.subject),
    )!;
    expect(agreement.body.text).toMatch(/\/bpesignature\/[A-Za-z0-9-]+\/[A-Za-z0-9_-]{43}/);
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject))
      .toContain('Browser Bakery was approved by Prairie Sky Electric');

    // The signer opens the emailed link, reads the agreement, consents and signs; the root says so.
    const link = /http:\/\/[^\s"<>]+\/bpesignature\/[^\s"<>]+/.exec(agreement.body.text)![0];
    const signer = await browser.newPage();
    await signer.goto(link);
    const article = signer.getByRole('article', { name: 'Agreement' });
    await article
      .getByText(/Free cookie|A free cookie with any coffee/)
      .first()
      .waitFor();
    await article.getByText(/15 days' written notice/).waitFor();
    const sign = signer.getByRole('form', { name: 'Electronic signature' });
    await sign.getByRole('checkbox').check();
    await fill(sign, [
      ['Signature (by)', 'Pat Baker'],
      ['Job title', 'Owner'],
    ]);
    await sign.getByRole('button', { name: 'Sign the agreement' }).click();
    await expect
      .poll(() => sign.getByRole('alert').textContent())
      .toBe(`${COMMON_MESSAGES.warningTitle}${PARTNERS_MESSAGES.signatureIncomplete}`);
    await fill(sign, [['Full name', 'Patricia Baker']]);
    // The server's answer itself, so a refusal fails here with its message rather than as a wait.
    const [signed] = await Promise.all([
      signer.waitForResponse((r) => r.url().endsWith('/api/outside/signAgreement'), { timeout: 90_000 }),
      sign.getByRole('button', { name: 'Sign the agreement' }).click(),
    ]);
    expect(`${signed.status()} ${await signed.text()}`).toMatch(/^200 /);
    await signer.getByText(PARTNERS_MESSAGES.agreementSigned).first().waitFor();
    await signer.waitForURL(/\/b2c\/chome$/);
    // The same link again: refused, nothing to sign.
    await signer.goto(link);
    await signer.getByTestId('agreement-fallback').waitFor();
    // The PDF the signer was mailed is the one the audit record's hash names.
    const bpId = new URL(link).pathname.split('/')[2]!;
    const audit = (
      await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.agreement(bpId, 1) }))
    ).Item!;
    expect(audit).toMatchObject({
      signer: { by: 'Pat Baker', name: 'Patricia Baker', title: 'Owner' },
      userAgent: expect.stringMatching(/Chrome/),
    });
    const signedMail = (await mailsTo('owner@browserbakery.example')).find((m) => m.subject.startsWith('Signed: '))!;
    const attached = Buffer.from(signedMail.attachments![0]!.content, 'base64');
    expect(createHash('sha256').update(attached).digest('hex')).toBe(audit.pdfSha256);

    // Members now find the business in local deals near its ZIP and print its coupon (the print
    // dialog is stood in for, as a browser closes it).
    await page.context().addInitScript(() => {
      window.print = () => window.dispatchEvent(new Event('afterprint'));
    });
    await page.goto(`${portalUrl()}/b2c/clocaldeals?search=${encodeURIComponent('Browser Bakery')}`);
    await page.getByRole('button', { name: 'Browser Bakery', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Browser Bakery' });
    await modal.getByTestId('deal-details').waitFor();
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByRole('dialog', { name: 'Print coupon' }).getByRole('button', { name: 'Yes, print it' }).click();
    await page.getByRole('dialog', { name: 'Thank you' }).getByTestId('print-thanks').waitFor();
    await expect.poll(() => page.getByTestId('coupon-print').textContent()).toContain('Free cookie');
    await expect
      .poll(() => page.getByTestId('coupon-print-id').textContent())
      .toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  });
});
