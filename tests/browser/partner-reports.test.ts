import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { approvedBusiness } from '../support/approved-business.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { mailsTo, portalUrl, post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { axeProblems, injectAxe, layoutProblems, PHONE } from './phone-layout.js';
import { signInWithoutDialog } from './sign-in.js';

// Hearing from members (issue 40, ADR 0096) in Chromium: a member reports a refused coupon from
// the deal modal; the co-op's admin opens the report in Virtual Assistance and pauses the offer in
// one step, and it leaves search at once; the business is emailed without the member's identity,
// and its owner sees the report on My business.

beforeAll(() => useLocalAws());
const browser = useBrowser();

/** Searches the business's name around 66044, where its one location is. */
async function search(page: Page, name: string) {
  await page.goto(`${portalUrl()}/b2c/clocaldeals`);
  const form = page.getByRole('search', { name: 'Local deals search' });
  await form.getByLabel('Search deals').fill(name);
  await form.getByLabel('ZIP code').fill('66044');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('a member reports a problem with a deal', () => {
  it('reaches the staff inbox, staff pause the offer from it, and the partner sees the report', async () => {
    // A business of its own, approved and signed: its offer is live in search.
    const { key1, key2, name, ownerEmail } = await approvedBusiness('reports');
    const signed = await post('outside/signAgreement', {
      key1,
      key2,
      eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      agreement: '',
    });
    expect(signed.status, signed.text).toBe(200);
    const { email } = await signedUpMember('reporter');

    // The member: the deal modal's Report a problem.
    const member = await browser.newPage();
    await signInWithoutDialog(member, email);
    await search(member, name);
    await member.getByRole('button', { name, exact: true }).click();
    const modal = member.getByRole('dialog', { name });
    await modal.getByTestId('deal-details').waitFor();
    // On a phone: the form fits the screen, nothing on top of it, and axe finds nothing serious.
    await member.setViewportSize(PHONE);
    await modal.getByRole('button', { name: 'Report a problem' }).click();
    const form = member.getByRole('dialog', { name: 'Report a problem' });
    await form.getByText(REPORT_MESSAGES.privacyNote).waitFor();
    expect(await layoutProblems(member, '[role="dialog"]')).toEqual([]);
    await injectAxe(member);
    expect(await axeProblems(member)).toEqual([]);
    await form.getByText('The coupon was refused').click();
    await form.getByLabel(/What happened/).fill('The cashier said the deal was not theirs.');
    await form.getByRole('button', { name: 'Send report' }).click();
    const thanks = member.getByRole('dialog', { name: REPORT_MESSAGES.reportSentTitle });
    await thanks.getByText(/Your report was sent to/).waitFor();
    await thanks.getByRole('button', { name: 'OK' }).click();

    // The business is told what went wrong, never who (the mail goes out within the request).
    const told = (await mailsTo('owner@samplebakery.example')).find((m) => m.subject.includes(name));
    expect(told?.subject).toBe(`A member reported a problem with ${name}: Free cookie`);
    expect(told!.body.text).toContain('The coupon was refused');
    expect(told!.body.text).toContain('The cashier said the deal was not theirs.');
    for (const identity of [email, 'Dee', 'Saver']) expect(told!.body.text).not.toContain(identity);

    // The co-op's admin: the report in Virtual Assistance, with its deal, and Pause offer.
    const staff = await browser.newPage();
    await loginInBrowser(staff, 'staff@prairiesky.example', 'Ledger@Compass73');
    await staff.goto(`${portalUrl()}/admin/inbox`);
    await staff
      .locator('label')
      .filter({ hasText: /^Deal reports$/ })
      .click();
    await staff
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: 'Open Deal report: The coupon was refused from Dee Saver' })
      .click();
    const detail = staff.getByRole('region', { name: 'Deal report: The coupon was refused from Dee Saver' });
    const facts = detail.getByRole('table', { name: 'Deal report' });
    await facts.getByText(name, { exact: true }).waitFor();
    await facts.getByText(`${name} main`, { exact: false }).waitFor();
    await expect.poll(() => detail.getByTestId('reported-offer-state').textContent()).toMatch(/is live/);
    await detail.getByRole('button', { name: 'Pause offer' }).click();
    await expect.poll(() => detail.getByTestId('reported-offer-state').textContent()).toMatch(/is paused/);

    // It leaves search at once.
    await search(member, name);
    await member.getByText(DEALS_MESSAGES.noDeals).waitFor();

    // The owner: the report on My business, open, without the member.
    const owner = await browser.newPage();
    await loginInBrowser(owner, ownerEmail);
    await owner.goto(`${portalUrl()}/b2c/mybusiness`);
    const reports = owner.getByRole('table', { name: `Reports about ${name}` });
    const row = reports.getByRole('row').filter({ hasText: 'The coupon was refused' });
    await row.getByText('The cashier said the deal was not theirs.').waitFor();
    await row.getByText('Open').waitFor();
    expect(await reports.textContent()).not.toContain(email);
    // My business with every partner feature on it, on a phone: layout and axe (the phone sweeps'
    // member owns no business).
    await owner.setViewportSize(PHONE);
    expect(await layoutProblems(owner)).toEqual([]);
    await injectAxe(owner);
    expect(await axeProblems(owner)).toEqual([]);
    // Three people, three logins and two axe runs: about 20 s alone, more than the default minute
    // on a busy machine.
  }, 120_000);
});
