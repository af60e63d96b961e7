import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { destination } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { addListing, removeListing } from '#functions/db/deal-index-repo.js';
import { putPartnerRecords, type OfferRecord } from '#functions/db/offers-repo.js';
import { useBrowser } from '../support/browser-session.js';
import { DEAL_EXPIRES } from '../support/live-deal.js';
import { MEMBER_PASSWORD, portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { expectOnScreen, openMenu, PHONE } from './phone-layout.js';
import { signInWithoutDialog } from './sign-in.js';

// A member's Local Deals journey in Chromium against the local portal: open a deal, print it (the
// coupon the printer gets carries the server's coupon id and a QR code that decodes to it, on one
// Letter page), redeem it on the phone, hit the offer's limit and read why, favorite and
// unfavorite, and the favorites list. The test makes its own member and its own partners, offers
// and listings under a category of its own, found by a word of its own.

const RUN = `rb${process.pid}${Date.now().toString(36)}`;
const PASSWORD = MEMBER_PASSWORD;
const DAY = 86_400_000;
const COUPON_ID = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;
/** The longest special instructions an offer may have: the coupon must still fit one page. */
const LONG_STUB =
  `Show this coupon before ordering. ${'One coupon per table per visit; not valid with other offers or on holidays. '.repeat(60)}`.slice(
    0,
    4000,
  );

let serial = 0;

/** A partner with one location and one offer near 66044, live in search unless `live` is false. */
async function deal(name: string, offer: Partial<OfferRecord> = {}, live = true) {
  const n = serial++;
  const bpId = `${RUN}-bp${n}`;
  const dealId = `${RUN}-deal${n}`;
  const locationId = `${RUN}-loc${n}`;
  const businessName = `${name} ${RUN}`;
  const at = destination(await zipCentroid('66044'), n * 40, 1 + n / 2);
  const o: OfferRecord = {
    dealId,
    bpId,
    value: '20% off',
    dollarValue: 7.5,
    description: 'Any large pizza',
    stubCopy: LONG_STUB,
    frequency: 2,
    timeLapse: 7,
    expirationDate: DEAL_EXPIRES.iso,
    isPrinted: 1,
    isMobile: 1,
    status: 1,
    locationIds: [locationId],
    ...offer,
  };
  await putPartnerRecords(
    {
      bpId,
      plid: 323,
      businessName,
      businessDescription: 'Wood-fired pizza',
      website: 'testpizza.example',
      email: 'hi@testpizza.example',
      phone: '(785) 555-0101',
      logo: 'logos/323.svg',
      image1: null,
      image2: null,
      status: 1,
    },
    [
      {
        locationId,
        locationName: 'Downtown',
        address: '12 Mass St',
        city: 'Lawrence',
        state: 'KS',
        zip: '66044',
        phone: '(785) 555-0102',
        hideAddress: 0,
        status: 1,
      },
    ],
    [o],
  );
  const listing: Listing = {
    dealId,
    locationId,
    bpId,
    lat: at.lat,
    lon: at.lon,
    businessName,
    value: o.value,
    description: o.description,
    dollarValue: o.dollarValue,
    logo: 'logos/323.svg',
    address: '12 Mass St',
    city: 'Lawrence',
    state: 'KS',
    zipcode: '66044',
    hideAddress: 0,
    categories: [{ category: `${RUN} cat`, subcategories: [] }],
    endsAt: Date.now() + 30 * DAY,
  };
  if (live) await addListing(listing);
  return { ref: { dealId, locationId }, listing, businessName };
}

/** A member signed up through the API (setup, not the journey under test). */
const member = () => signedUpMember('redeem');

beforeAll(() => useLocalAws());
const browser = useBrowser();

/**
 * A page whose window.print() records what the printer would get (the coupon copy) and then says
 * the print dialog closed, as a browser does.
 */
async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    const w = window as unknown as { __printed: Array<string | null> };
    w.__printed = [];
    window.print = () => {
      w.__printed.push(document.querySelector('[data-testid="coupon-print"]')?.textContent ?? null);
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  return context.newPage();
}

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed: Array<string | null> }).__printed);

const login = (page: Page, email: string) => signInWithoutDialog(page, email, PASSWORD);

/** Searches this test's word around 66044, where all its deals are. */
async function searchMine(page: Page, count: number) {
  await page.goto(`${portalUrl()}/b2c/clocaldeals`);
  const form = page.getByRole('search', { name: 'Local deals search' });
  await form.getByLabel('Search deals').fill(RUN);
  await form.getByLabel('ZIP code').fill('66044');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect
    .poll(
      () =>
        page
          .getByTestId('deals-summary')
          .textContent()
          .catch(() => null),
      { timeout: 15_000 },
    )
    .toBe(`Showing 1 to ${count} of ${count} ${count === 1 ? 'deal' : 'deals'} within 50 miles of 66044`);
}

/** The small dialog above the deal modal: its text, then closed with OK. */
async function dismiss(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  const text =
    (await dialog
      .getByTestId('message-dialog-text')
      .textContent({ timeout: 500 })
      .catch(() => null)) ?? '';
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** Reads a QR code from a screenshot of the element, as the cashier's scanner would. */
async function scanQr(page: Page, testId: string): Promise<string | null> {
  const png = PNG.sync.read(await page.getByTestId(testId).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('redeeming local deals in the browser', () => {
  it('opens a deal, prints its coupon, redeems it on the phone, hits the limit, and keeps it in favorites', async () => {
    const pizza = await deal('Redeem Pizza', { frequency: 2, timeLapse: 7 });
    const gone = await deal('Gone Bakery');
    const { email, client } = await member();
    // A favorite whose deal the partner then withdrew: listed with the reason.
    expect((await client.post('b2c/addfavorite', { deal: gone.ref })).json).toEqual({ success: true });
    await removeListing(gone.listing);

    const page = await newPage();
    await login(page, email);
    await searchMine(page, 1);

    await page.getByRole('button', { name: pizza.businessName, exact: true }).click();
    const modal = page.getByRole('dialog', { name: pizza.businessName });
    await modal.getByTestId('deal-details').waitFor();
    await expect.poll(() => modal.getByTestId('deal-modal-redemptions').textContent()).toBe('2 times every 7 days');
    await expect.poll(() => modal.getByTestId('deal-modal-expires').textContent()).toBe(DEAL_EXPIRES.us);
    await expect.poll(() => modal.getByTestId('deal-modal-dollars').textContent()).toBe('$7.50 value');
    await expect
      .poll(() => modal.getByTestId('deal-modal-website').getAttribute('href'))
      .toBe('http://testpizza.example');

    // Print: confirmation, the printer gets the coupon, then the thank-you.
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByRole('dialog', { name: 'Print coupon' }).getByRole('button', { name: 'Yes, print it' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByTestId('print-thanks').waitFor();
    const printedId = (await page.getByTestId('coupon-print-id').textContent()) ?? '';
    expect(printedId).toMatch(COUPON_ID);
    await expect.poll(() => thanks.textContent()).toContain(printedId);
    const sent = await printed(page);
    expect(sent).toHaveLength(1);
    for (const text of [
      pizza.businessName,
      '12 Mass St',
      '20% off',
      'Any large pizza',
      DEAL_EXPIRES.us,
      'Dee Saver',
      printedId,
      LONG_STUB.slice(0, 60),
    ])
      expect(sent[0]).toContain(text);
    // Issued in the co-op's zone, named, as the limit message below spells its date (the browser runs on UTC).
    expect(sent[0]).toMatch(/Issued\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M C[SD]T/);

    // What the printed page shows: only the coupon, with a QR code that scans to its id, on one Letter page.
    await page.emulateMedia({ media: 'print' });
    await page.getByTestId('coupon-print').waitFor({ state: 'visible' });
    await page.getByRole('banner').waitFor({ state: 'hidden' });
    await page.getByTestId('deal-modal').waitFor({ state: 'hidden' });
    await page
      .getByTestId('coupon-print')
      .getByRole('img', { name: 'Prairie Sky Electric' })
      .waitFor({ state: 'visible' });
    expect(await scanQr(page, 'coupon-print-qr')).toBe(printedId);
    const pdf = (await page.pdf({ format: 'Letter', printBackground: true })).toString('latin1');
    expect(Number(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(pdf)?.[1])).toBe(1);
    // Laid out as on the page (7.5 by 10 inches inside the margins), nothing is cut off, 4000
    // characters of special instructions included.
    await page.setViewportSize({ width: 720, height: 960 });
    const fit = await page.getByTestId('coupon-print').evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      clipped: el.scrollHeight > el.clientHeight + 1,
    }));
    expect(fit.clipped).toBe(false);
    expect(fit.height).toBeLessThanOrEqual(960);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ media: 'screen' });

    // Mobile: confirmation, then the cashier's screen with a new coupon id.
    await thanks.getByRole('button', { name: 'Back to deal' }).click();
    await modal.getByRole('button', { name: 'Redeem on phone' }).click();
    await page
      .getByRole('dialog', { name: 'Redeem on phone' })
      .getByRole('button', { name: 'Yes, redeem now' })
      .click();
    const cashier = page.getByRole('dialog', { name: 'Show this to the cashier' });
    const mobileId = (await cashier.getByTestId('mobile-coupon-id').textContent()) ?? '';
    expect(mobileId).toMatch(COUPON_ID);
    expect(mobileId).not.toBe(printedId);
    await expect.poll(() => cashier.getByTestId('mobile-member').textContent()).toBe('Dee Saver');
    await expect.poll(() => cashier.getByTestId('mobile-value').textContent()).toBe('20% off');

    // The offer allows 2 uses every 7 days: the third is refused with the reason and the next date.
    await cashier.getByRole('button', { name: 'Back to deal' }).click();
    await modal.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByRole('dialog', { name: 'Print coupon' }).getByRole('button', { name: 'Yes, print it' }).click();
    expect(await dismiss(page, DEALS_MESSAGES.cannotRedeem)).toMatch(
      /^You have used this deal 2 times in the last 7 days\. You can use it again on \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M C[SD]T\.$/,
    );
    expect(await printed(page)).toHaveLength(1);

    // Favorite it, then find it (and the withdrawn one, with the reason) in My Favorites Deals.
    await modal.getByRole('button', { name: 'Add to favorites' }).click();
    await dismiss(page, DEALS_MESSAGES.favoriteAdded);
    await modal.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'My Favorites Deals' }).click();
    const list = page.getByTestId('favorites-list');
    await list.getByRole('button', { name: pizza.businessName, exact: true }).waitFor();
    const goneCard = list.getByTestId('local-deal').filter({ hasText: gone.businessName });
    await expect
      .poll(() => goneCard.getByTestId('deal-unavailable').textContent())
      .toBe(DEALS_MESSAGES.dealUnavailable);
    await expect.poll(() => goneCard.getByRole('button', { name: gone.businessName }).count()).toBe(0);

    // Unfavorite from the list's deal modal: the list reloads without it.
    await list.getByRole('button', { name: pizza.businessName, exact: true }).click();
    await modal.getByRole('button', { name: 'Remove from favorites' }).click();
    await dismiss(page, DEALS_MESSAGES.favoriteRemoved);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => list.getByRole('button', { name: pizza.businessName, exact: true }).count(), { timeout: 15_000 })
      .toBe(0);
    await expect.poll(() => goneCard.count()).toBe(1);

    // Both redemptions are savings in My Account.
    const account = (await client.post('b2c/account', {})).json as { deals: { businessName: string }[] };
    expect(account.deals.filter((d) => d.businessName === pizza.businessName)).toHaveLength(2);
  });

  it("shows the cashier's screen large and legible on a 375 px phone", async () => {
    const cafe = await deal('Phone Cafe', { frequency: 0, value: '2 for 1 coffee drinks' });
    const { email } = await member();
    const page = await newPage();
    await login(page, email);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${portalUrl()}/b2c/clocaldeals`);
    const form = page.getByRole('search', { name: 'Local deals search' });
    await form.getByLabel('Search deals').fill(cafe.businessName);
    await form.getByLabel('ZIP code').fill('66044');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: cafe.businessName, exact: true }).click();
    await page
      .getByRole('dialog', { name: cafe.businessName })
      .getByRole('button', { name: 'Redeem on phone' })
      .click();
    await page
      .getByRole('dialog', { name: 'Redeem on phone' })
      .getByRole('button', { name: 'Yes, redeem now' })
      .click();
    const cashier = page.getByRole('dialog', { name: 'Show this to the cashier' });
    const code = cashier.getByTestId('mobile-coupon-id');
    await expect.poll(() => code.textContent()).toMatch(COUPON_ID);

    // Big type, nothing cut off or wider than the phone.
    const sizes = await cashier.evaluate((el) => {
      const px = (id: string) => parseFloat(getComputedStyle(el.querySelector(`[data-testid="${id}"]`)!).fontSize);
      const codeEl = el.querySelector('[data-testid="mobile-coupon-id"]') as HTMLElement;
      return {
        code: px('mobile-coupon-id'),
        value: px('mobile-value'),
        member: px('mobile-member'),
        codeFits: codeEl.scrollWidth <= codeEl.clientWidth,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(sizes.code).toBeGreaterThanOrEqual(24);
    expect(sizes.value).toBeGreaterThanOrEqual(30);
    expect(sizes.member).toBeGreaterThanOrEqual(20);
    expect(sizes.codeFits).toBe(true);
    const box = (await code.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    // The saving in My Account on a 390 x 844 phone: a card whose "You saved" and "Source" are on screen.
    await page.setViewportSize(PHONE);
    await cashier.getByTestId('mobile-close').click();
    await cashier.waitFor({ state: 'detached' });
    // The menu's whole height first: a tap on My Account still under the growing menu's clip went
    // nowhere (a fresh-clone run failed so, about one run in five of this file beside two others).
    await openMenu(page);
    await page.getByRole('button', { name: 'My Account' }).click();
    const account = page.getByRole('dialog', { name: 'My Account' });
    await account.getByRole('tab', { name: 'Savings' }).click();
    const saving = account
      .getByRole('table', { name: 'Savings' })
      .getByRole('row')
      .filter({ hasText: cafe.businessName });
    await saving.waitFor();
    const cells = saving.getByRole('cell');
    await expectOnScreen(cells.nth(3), 'You saved');
    await expectOnScreen(cells.nth(4), 'Source');
    await expect.poll(() => cells.nth(4).textContent()).toBe('Mobile');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
