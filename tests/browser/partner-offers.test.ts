import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { activeBusiness } from '../support/approved-business.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { axeProblems, injectAxe } from './phone-layout.js';
import { signInWithoutDialog } from './sign-in.js';

// Keeping offers current from My business in Chromium (ADR 0095): an owner pauses its live offer
// and a member's search no longer finds it, at once; resumed, it is found again. An owner edits
// the offer's value: members keep seeing the old value while staff review it, and the new one
// once staff approve the change from Business Partners. Each journey makes its own business.

beforeAll(() => useLocalAws());
const browser = useBrowser();

/**
 * What a member's search for the business finds: of `values`, the ones its deals show as their
 * value (none when it is not listed).
 */
async function searchFor(page: Page, businessName: string, values: readonly string[]): Promise<string[]> {
  await page.goto(`${portalUrl()}/b2c/clocaldeals`);
  const form = page.getByRole('search', { name: 'Local deals search' });
  await form.getByLabel('Search deals').fill(businessName);
  await form.getByLabel('ZIP code').fill('66044');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/b2c/listdeals') && (r.request().postData() ?? '').includes(businessName),
  );
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  const { deals } = (await (await answer).json()) as { deals: unknown[] };
  // The page shows this search's answer (not an earlier one's) before its cards are read.
  if (deals.length === 0) await page.getByTestId('no-deals').waitFor();
  else
    await expect
      .poll(() => page.getByTestId('deals-summary').textContent())
      .toMatch(new RegExp(`^Showing 1 to ${deals.length} of ${deals.length} deals? `));
  const shown: string[] = [];
  for (const value of values)
    if ((await page.getByTestId('local-deal').getByText(value, { exact: true }).count()) > 0) shown.push(value);
  return shown;
}

async function openMyOffer(page: Page, email: string, value: string) {
  await signInWithoutDialog(page, email);
  await page.goto(`${portalUrl()}/b2c/mybusiness`);
  const offer = page.getByRole('article', { name: `Offer ${value}` });
  await offer.waitFor();
  return offer;
}

const VALUES = ['Free cookie', 'Two free cookies'];

describe('an owner keeps its offer current', () => {
  it('pauses the offer and it leaves search at once; resumed, members find it again', async () => {
    const { name, ownerEmail } = await activeBusiness('offers-pause');
    const { email: memberEmail } = await signedUpMember('offers-pause-member');
    const member = await browser.newPage();
    await signInWithoutDialog(member, memberEmail);
    expect(await searchFor(member, name, ['Free cookie'])).toEqual(['Free cookie']);

    const owner = await browser.newPage();
    const offer = await openMyOffer(owner, ownerEmail, 'Free cookie');
    await expect.poll(() => offer.getByText('Live', { exact: true }).isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Pause' }).click();
    await owner.getByText(OFFER_MESSAGES.offerPaused).waitFor();
    await expect.poll(() => offer.getByText('Paused', { exact: true }).isVisible()).toBe(true);

    expect(await searchFor(member, name, ['Free cookie'])).toEqual([]);

    await offer.getByRole('button', { name: 'Resume' }).click();
    await owner.getByText(OFFER_MESSAGES.offerResumed).waitFor();
    expect(await searchFor(member, name, ['Free cookie'])).toEqual(['Free cookie']);
  });

  it('edits the value: members see the old one until staff approve the change, then the new one', async () => {
    const { name, ownerEmail } = await activeBusiness('offers-edit');
    const { email: memberEmail } = await signedUpMember('offers-edit-member');

    const owner = await browser.newPage();
    const offer = await openMyOffer(owner, ownerEmail, 'Free cookie');
    await offer.getByRole('button', { name: 'Edit' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit "Free cookie"' });
    await dialog.getByLabel('Display value').fill('Two free cookies');
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await owner.getByText(OFFER_MESSAGES.changeSubmitted).waitFor();
    await offer.getByTestId('change-waiting').waitFor();

    const member = await browser.newPage();
    await signInWithoutDialog(member, memberEmail);
    expect(await searchFor(member, name, VALUES)).toEqual(['Free cookie']);

    const staff = await browser.newPage();
    await loginInBrowser(staff, 'staff@prairiesky.example', 'Ledger@Compass73');
    await staff.goto(`${portalUrl()}/admin/business-partners`);
    const change = staff.getByRole('article', { name: 'Change to Free cookie' }).filter({ hasText: name });
    await change.waitFor();
    // The page with a change waiting, its Approve change and Send back: axe finds nothing serious
    // (the phone sweeps see it so only when another file's change happens to be waiting).
    await injectAxe(staff);
    expect(await axeProblems(staff)).toEqual([]);
    const table = change.getByRole('table', { name: 'Before and after' });
    await expect
      .poll(() => table.getByRole('row', { name: /Display value/ }).textContent())
      .toBe('Display valueFree cookieTwo free cookies (changed)');
    await change.getByRole('button', { name: 'Approve change' }).click();
    await staff.getByText(OFFER_MESSAGES.changeApproved).waitFor();

    expect(await searchFor(member, name, VALUES)).toEqual(['Two free cookies']);
  });
});
