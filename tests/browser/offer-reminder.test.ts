import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '#functions/core/dates.js';
import { sendOfferReminders } from '#functions/core/partners/partner-mailings.js';
import { fill } from '#shared/constants.js';
import { addMonths } from '#shared/partner-mailings.js';
import { PARTNER_MAIL_MESSAGES } from '#shared/schemas/partner-mail-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { usFromIso } from '#shared/us-dates.js';
import { useBrowser } from '../support/browser-session.js';
import { sampleDraft } from '../support/business-draft.js';
import {
  Client,
  lastMailTo,
  linkIn,
  mailsTo,
  portalUrl,
  post,
  signedUpMember,
  useLocalAws,
} from '../support/live-env.js';
import { signInWithoutDialog } from './sign-in.js';

// The end-date reminder in Chromium (ADR 0097): a signed business whose offer ends in 10 days
// gets the 14-day reminder; its link opens the extension page without login, one press extends
// the offer by 6 months, members then see the new end date in the deal, and the same link opened
// again is refused with the date it gave.

beforeAll(() => useLocalAws());
const browser = useBrowser();

/** A business of a new member, approved and signed through the API, its one offer ending on `end`. */
async function signedBusinessEnding(end: string) {
  const { client, email: owner } = await signedUpMember('reminder-owner');
  const bpId = `bp-remind-${process.pid}-${Date.now().toString(36)}`;
  const name = `Reminder Bakery ${Date.now().toString(36)}`;
  const signer = `signer-${bpId}@example.com`;
  const draft = sampleDraft(bpId, { businessName: name, zip: '66044' });
  draft.offers[0] = { ...draft.offers[0]!, endDate: usFromIso(end) };
  draft.contractInfo = {
    eSignType: 'sign',
    emailTo: signer,
    businessData: { printedName: 'Sam Signer', title: 'Owner' },
  };
  const saved = await client.post('tbp/savebusinesstemp', { businessName: name, id: bpId, json: draft, submit: true });
  expect(saved.status, saved.text).toBe(200);
  const staff = new Client();
  expect(
    (await staff.post('outside/login', { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' })).status,
  ).toBe(200);
  expect((await staff.post('admin/approvebusiness', { bpId })).json).toMatchObject({ success: true });
  const agreement = (await mailsTo(signer)).find((m) => /Participating Business Agreement/.test(m.subject));
  if (!agreement) throw new Error(`no agreement mail to ${signer}`);
  const [, , key1, key2] = new URL(linkIn(agreement, /http:\/\/[^\s"<>]+\/bpesignature\/[^\s"<>]+/)).pathname.split(
    '/',
  );
  const signed = await post('outside/signAgreement', {
    key1,
    key2,
    eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
    agreement: '',
  });
  expect(signed.json, signed.text).toMatchObject({ success: true, message: PARTNERS_MESSAGES.agreementSigned });
  return { owner, name };
}

describe("the end-date reminder's link in the browser", () => {
  // Signing makes the agreement's PDF: several seconds on a busy machine.
  it('extends the offer once from the mail; members see the new date; the second use is refused', {
    timeout: 180_000,
  }, async () => {
    const end = addDays(dayIn(Date.now(), 'America/Chicago'), 10);
    const extended = addMonths(end, 6);
    const { owner, name } = await signedBusinessEnding(end);

    await sendOfferReminders(323);
    const reminder = await lastMailTo(owner, /"Free cookie" ends in \d+ days$/);
    const link = linkIn(reminder, /http:\/\/[^\s"<>]+\/extendoffer\/[^\s"<>]+/);

    const page = await browser.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Extend your member offer' }).waitFor();
    await expect.poll(() => page.getByTestId('current-end').textContent()).toBe(usFromIso(end));
    await page.getByRole('button', { name: `6 months, to ${usFromIso(extended)}` }).click();
    await expect
      .poll(() => page.getByTestId('extend-result').textContent())
      .toContain(fill(PARTNER_MAIL_MESSAGES.offerExtended, { date: usFromIso(extended) }));

    // A member opening the deal sees the new end date.
    const { email: memberEmail } = await signedUpMember('reminder-member');
    const member = await browser.newPage();
    await signInWithoutDialog(member, memberEmail);
    await member.goto(`${portalUrl()}/b2c/clocaldeals?search=${encodeURIComponent(name)}`);
    await member.getByRole('button', { name, exact: true }).click();
    const modal = member.getByRole('dialog', { name });
    await expect.poll(() => modal.getByTestId('deal-modal-expires').textContent()).toBe(usFromIso(extended));

    // The same link again: refused, saying the date the first use gave.
    await page.goto(link);
    await expect
      .poll(() => page.getByTestId('extend-result').textContent())
      .toContain(fill(PARTNER_MAIL_MESSAGES.extendLinkUsed, { date: usFromIso(extended) }));
    await expect.poll(() => page.getByRole('button', { name: /months, to/ }).count()).toBe(0);
  });
});
