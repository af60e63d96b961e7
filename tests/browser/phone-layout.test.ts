import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { destination } from '#functions/model/geo.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { addListing } from '#functions/db/deal-index-repo.js';
import { launchBrowser } from '../support/browser.js';
import { DRAFT_END } from '../support/business-draft.js';
import { fill, joinNow, saveFreeCookieOffer } from '../support/business-wizard-page.js';
import { Client, portalUrl, signedUpMember, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { expectOnScreen, layoutProblems, phonePage as phonePageOf, settle, STAFF } from './phone-layout.js';
import { LOCATION_STEPS } from '../support/wizard-steps.js';

// The screens the review found broken at 390 px, with the data they need:
// the wizard's Locations and Offers tables and its Add offer dialog, the provider results (and
// their ZIP box, filled with the member's ZIP), Local Deals under the floating Offer A Discount
// button, and the admin's Virtual Assistance inbox. Every router page for every role: phone-sweep-*.

let browser: Browser;
beforeAll(async () => {
  useLocalAws();
  browser = await launchBrowser();
  return () => browser.close();
});
const phonePage = (login?: { email: string; password?: string }, touch = false) => phonePageOf(browser, login, touch);

describe('phone layouts at 390 px', () => {
  it("the wizard's Locations and Offers tables and its Add offer dialogs fit the phone", {
    timeout: 120_000,
  }, async () => {
    const { email } = await signedUpMember('phone-wizard');
    const page = await phonePage({ email }, true);
    const form = await joinNow(page);
    await fill(form, [
      ['Business name', 'Nimbus Phone Bakery'],
      ['Address', '12 Main St'],
      ['City', 'Lawrence'],
      ['State', 'KS'],
      ['ZIP code', '66044'],
      ['Phone', '7855550000'],
    ]);
    await form.getByLabel('Include the main business address as a location').check();
    await form.getByRole('tab', { name: 'Locations' }).click();
    await form.getByRole('button', { name: 'Add location' }).click();
    const location = page.getByRole('form', { name: 'Location' });
    await fill(
      location,
      LOCATION_STEPS.map(([label, , value]) => [label, value]),
    );
    await location.getByRole('button', { name: 'Save location' }).click();
    await location.waitFor({ state: 'detached' });
    const locations = form.getByRole('table', { name: 'Locations' });
    await locations.getByText('400 Mass Street, Lawrence, KS 66044').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectOnScreen(locations.getByRole('button', { name: 'Edit East store' }), 'Edit East store');
    await expectOnScreen(locations.getByRole('button', { name: 'Delete East store' }), 'Delete East store');
    // The status badge reads in full, not "EN...".
    const badge = locations.getByText('Enabled').first();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await form.getByRole('tab', { name: 'Offers' }).click();
    await form.getByRole('button', { name: 'Add offer' }).click();
    const offer = page.getByRole('form', { name: 'Offer' });
    await offer.waitFor();
    const dialogFits = async (which: string) => {
      for (const tab of ['Offer Information', 'Offer Specification', 'Categories', 'Locations']) {
        await offer.getByRole('tab', { name: tab }).click();
        expect({ which, tab, problems: await layoutProblems(page, '[role="dialog"]') }).toEqual({
          which,
          tab,
          problems: [],
        });
      }
    };
    await dialogFits('first offer');
    await offer.getByRole('tab', { name: 'Offer Information' }).click();
    await saveFreeCookieOffer(offer, /^East store: 400 Mass Street/, DRAFT_END.digits);
    const offers = form.getByRole('table', { name: 'Offers' });
    await offers.getByText('1 per week').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectOnScreen(offers.getByRole('button', { name: 'Delete Free cookie' }), 'Delete Free cookie');
    // The next Add offer dialog, over the Offers table (the review's shifted dialog with its labels cut).
    await form.getByRole('button', { name: 'Add offer' }).click();
    await offer.waitFor();
    await dialogFits('next offer');
  });

  it("the provider results show every column on the phone, searched from the member's own ZIP", async () => {
    const { email } = await signedUpMember('phone-providers');
    const page = await phonePage({ email });
    await page.goto(`${portalUrl()}/b2c/chealth/locateproviders`);
    const form = page.getByRole('search', { name: 'Provider search' });
    // The member signed up with 66044: the box starts with it.
    await expect.poll(() => form.getByLabel('ZIP code').inputValue()).toBe('66044');
    await form.getByLabel('Benefit').selectOption({ label: 'Dental' });
    await form.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Providers' });
    await table.locator('tbody tr').first().waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    const first = table.locator('tbody tr').first();
    await expectOnScreen(first.locator('td').nth(-2), 'Phone');
    await expectOnScreen(first.locator('td').last(), 'Distance');
  });

  it('the floating Offer A Discount button covers no deal on Local Deals', async () => {
    // Deals of this test's own near 66044, with long addresses, found by a word of their own.
    const word = `zp${process.pid}${Date.now().toString(36)}`;
    const center = await zipCentroid('66044');
    for (let i = 0; i < 4; i++) {
      const at = destination(center, i * 90, 0.5 + i);
      await addListing({
        dealId: `${word}-d${i}`,
        locationId: `${word}-l${i}`,
        bpId: `${word}-bp`,
        lat: at.lat,
        lon: at.lon,
        businessName: `Garcia ${word} Photo Co. ${i}`,
        value: '20% off your order',
        description: `20% off your order at Garcia Photo Co. for co-op members. Cannot be combined with other offers.`,
        dollarValue: 40,
        logo: 'logos/323.svg',
        address: `${146 + i} River Avenue Suite 12`,
        city: 'Lawrence',
        state: 'KS',
        zipcode: '66044',
        hideAddress: 0,
        categories: [{ category: 'Services', subcategories: [] }],
        endsAt: Date.now() + 30 * 86_400_000,
      });
    }
    const { email } = await signedUpMember('phone-deals');
    const page = await phonePage({ email });
    for (const view of ['List', 'Grid']) {
      await page.goto(`${portalUrl()}/b2c/clocaldeals?search=${word}`);
      await page.getByRole('button', { name: `Garcia ${word} Photo Co. 3`, exact: true }).waitFor();
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click();
      await settle(page);
      expect({ view, problems: await layoutProblems(page) }).toEqual({ view, problems: [] });
      // The button's box against every line of every deal on the screen.
      const button = (await page.getByTestId('offer-discount').boundingBox())!;
      const hit = await page.locator('main [data-testid="local-deal"]').evaluateAll((cards, b) => {
        const lines: string[] = [];
        for (const card of cards) {
          for (const el of Array.from(card.querySelectorAll('p, span, h3'))) {
            const r = el.getBoundingClientRect();
            if (r.right > b.x && r.left < b.x + b.width && r.bottom > b.y && r.top < b.y + b.height)
              lines.push((el.textContent ?? '').trim().slice(0, 40));
          }
        }
        return lines;
      }, button);
      expect({ view, hit }).toEqual({ view, hit: [] });
    }
  });

  it("Virtual Assistance fits the phone: the filter, and each message's Subject and Open", async () => {
    const name = `Casey ${Date.now().toString(36)}`;
    expect(
      (
        await new Client().post('outside/contactform', {
          key: '323',
          message: { fullName: name, email: uniqueEmail('phone-inbox'), message: 'Is the office open on Saturdays?' },
        })
      ).status,
    ).toBe(200);
    const page = await phonePage({ email: STAFF.admin[0], password: STAFF.admin[1] });
    await page.goto(`${portalUrl()}/admin/inbox`);
    const open = page.getByRole('button', { name: `Open Contact form from ${name}` });
    await open.waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectOnScreen(open, 'Open');
    await expectOnScreen(
      page
        .getByRole('table', { name: 'Inbox' })
        .getByRole('row')
        .filter({ hasText: name })
        .getByText('Contact form', { exact: true }),
      'Subject',
    );
  });
});
