import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { destination, haversineMiles } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { addListing } from '#functions/db/deal-index-repo.js';
import { useBrowser } from '../support/browser-session.js';
import { post, portalUrl, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { CREDIT_LINE } from '#shared/constants.js';

// The Local Deals page in Chromium against the local portal. The test puts its own deals in the
// search index around 66044 (the first demo co-op's ZIP), each carrying a word of its own, and
// searches for that word: demo deals and other tests' deals never show up in its counts.

const RUN = `zb${process.pid}${Date.now().toString(36)}`;
const DAY = 86_400_000;
const NEAR = 33; // within 10 miles
const FAR = 4; // 20 to 40 miles
let category = '';
let inCategory = 0;

beforeAll(async () => {
  useLocalAws();
  // A category of the catalogue (what the sidebar lists) for some of the deals.
  const catalogue = await post('b2c/localdealscategories', {});
  expect(catalogue.status, catalogue.text).toBe(200);
  const first = (catalogue.json.data as { category: string }[])[0];
  if (!first) throw new Error('The demo catalogue has no local-deal categories');
  category = first.category;

  const center = await zipCentroid('66044');
  const listings: Listing[] = [];
  for (let i = 0; i < NEAR + FAR; i++) {
    const miles = i < NEAR ? 0.4 + (i % 9) : 20 + (i - NEAR) * 5;
    const at = destination(center, (i * 53) % 360, miles);
    const mine = i % 3 === 0;
    if (mine) inCategory++;
    listings.push({
      dealId: `${RUN}-d${i}`,
      locationId: `${RUN}-l${i}`,
      bpId: `${RUN}-bp`,
      lat: at.lat,
      lon: at.lon,
      businessName: `Zeta ${RUN} Shop ${i}`,
      value: `${5 + (i % 30)}% off`,
      description: 'A deal for the browser test',
      dollarValue: ((i * 37) % 100) + 0.25,
      logo: 'logos/323.svg',
      address: `${100 + i} Test Street`,
      city: 'Lawrence',
      state: 'KS',
      zipcode: '66044',
      hideAddress: i === 1 ? 1 : 0,
      categories: [{ category: mine ? category : `${RUN} other`, subcategories: [] }],
      endsAt: Date.now() + 30 * DAY,
    });
    // Sanity: the near ones are inside 10 miles, the far ones outside it and inside 50.
    const d = haversineMiles(center, at);
    expect(i < NEAR ? d <= 10 : d > 10 && d <= 50).toBe(true);
  }
  for (const l of listings) await addListing(l);
});
const { newPage } = useBrowser();

const summary = (page: Page) => page.getByTestId('deals-summary');
const form = (page: Page) => page.getByRole('search', { name: 'Local deals search' });

/** Waits until the results say this (the spinner is gone and the new answer shows). */
async function expectSummary(page: Page, text: string) {
  await expect
    .poll(
      () =>
        summary(page)
          .textContent()
          .catch(() => null),
      { timeout: 15_000 },
    )
    .toBe(text);
}

/** Opens clocaldeals and searches this test's word around 66044 within `radius` miles. */
async function searchMine(page: Page, radius: number) {
  await page.goto(`${portalUrl()}/b2c/clocaldeals`);
  const f = form(page);
  await f.getByLabel('Search deals').fill(RUN);
  await f.getByLabel('ZIP code').fill('66044');
  await f.getByLabel('Distance').selectOption(String(radius));
  await f.getByRole('button', { name: 'Search', exact: true }).click();
}

const numbers = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, '')));

describe('local deals in the browser', () => {
  // One page through the whole search: each step a member takes after the last (a page of its
  // own per step cost a load and a search each; the steps' logic is jsdom's, web/local-deals).
  it('searches by ZIP and distance, switches views, narrows to a category, sorts, and pages from the top', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage();
    await searchMine(page, 10);
    await expectSummary(page, `Showing 1 to 30 of ${NEAR} deals within 10 miles of 66044`);
    expect(Math.max(...(await numbers(page, 'deal-distance')))).toBeLessThanOrEqual(10);

    // List and grid; a hidden address shows its city, state and ZIP only.
    await page.getByTestId('deals-list').waitFor();
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.getByTestId('deals-grid').waitFor();
    // Side by side: the first two cards share a row.
    const [a, b] = await Promise.all([0, 1].map((i) => page.getByTestId('local-deal').nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    await page.getByRole('button', { name: 'List' }).click();
    await page.getByTestId('deals-list').waitFor();
    const hidden = page
      .getByTestId('local-deal')
      .filter({ has: page.getByRole('heading', { name: `Zeta ${RUN} Shop 1`, exact: true }) });
    await expect.poll(() => hidden.getByTestId('deal-address').textContent()).toBe('Lawrence, KS 66044');

    await form(page).getByLabel('Distance').selectOption('50');
    await form(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expectSummary(page, `Showing 1 to 30 of ${NEAR + FAR} deals within 50 miles of 66044`);

    const sidebar = page.getByRole('navigation', { name: 'Categories' });
    await sidebar.getByRole('button', { name: category, exact: true }).click();
    await expectSummary(page, `Showing 1 to ${inCategory} of ${inCategory} deals within 50 miles of 66044`);
    await expect
      .poll(() => sidebar.getByRole('button', { name: category, exact: true }).getAttribute('aria-current'))
      .toBe('true');
    await sidebar.getByRole('button', { name: 'All categories' }).click();
    await expectSummary(page, `Showing 1 to 30 of ${NEAR + FAR} deals within 50 miles of 66044`);

    await page.getByLabel('Sort by').selectOption('value-desc');
    await expect
      .poll(async () => {
        const dollars = await numbers(page, 'deal-dollars');
        return dollars.length === 30 && dollars.every((d, i) => i === 0 || d <= dollars[i - 1]!);
      })
      .toBe(true);
    await page.getByLabel('Sort by').selectOption('distance-desc');
    await expect
      .poll(async () => {
        const miles = await numbers(page, 'deal-distance');
        return miles.length === 30 && miles[0]! > 10 && miles.every((d, i) => i === 0 || d <= miles[i - 1]!);
      })
      .toBe(true);

    const pager = page.getByRole('navigation', { name: 'Deal pages' });
    await expect.poll(() => pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    // The pager is under 30 deals: the page is scrolled down to reach it.
    await pager.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expectSummary(page, `Showing 31 to ${NEAR + FAR} of ${NEAR + FAR} deals within 50 miles of 66044`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expectSummary(page, `Showing 1 to 30 of ${NEAR + FAR} deals within 50 miles of 66044`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("lands from the shell's search box with the text at 250 miles", async () => {
    const page = await newPage();
    await page.goto(`${portalUrl()}/b2c/chome`);
    const box = page.getByRole('banner').getByRole('textbox', { name: 'Search local deals' });
    await box.fill(RUN);
    await box.press('Enter');
    await page.waitForURL(`**/b2c/clocaldeals?search=${RUN}`);
    await expectSummary(page, `Showing 1 to 30 of ${NEAR + FAR} deals within 250 miles of 66044`);
    await expect.poll(() => form(page).getByLabel('Search deals').inputValue()).toBe(RUN);
    await expect.poll(() => form(page).getByLabel('Distance').inputValue()).toBe('250');
  });

  it('asks a visitor to log in when a deal is clicked', async () => {
    const page = await newPage();
    await searchMine(page, 10);
    await expectSummary(page, `Showing 1 to 30 of ${NEAR} deals within 10 miles of 66044`);
    await page.getByTestId('local-deal').first().click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: COMMON_MESSAGES.pleaseLogin })
      .filter({ hasText: COMMON_MESSAGES.loginRequired });
    await toast.waitFor();
    // The notice comes under the header: the top bar's links and the header's controls stay clear.
    const header = (await page.getByRole('banner').boundingBox())!;
    const topBar = (await page.getByTestId('top-bar').boundingBox())!;
    const notice = (await toast.boundingBox())!;
    expect(notice.y).toBeGreaterThanOrEqual(Math.max(header.y + header.height, topBar.y + topBar.height));
  });

  it("leaves the footer's credit line clear of the floating Offer A Discount button", async () => {
    const page = await newPage();
    await searchMine(page, 10);
    await expectSummary(page, `Showing 1 to 30 of ${NEAR} deals within 10 miles of 66044`);
    const credit = page.getByRole('contentinfo').getByText(CREDIT_LINE);
    // Cards' images still arriving can grow the page after one scroll: scroll again until the line is in view.
    await expect
      .poll(() =>
        credit.evaluate((el) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return el.getBoundingClientRect().bottom <= innerHeight;
        }),
      )
      .toBe(true);
    const button = (await page.getByTestId('offer-discount').boundingBox())!;
    const line = (await credit.boundingBox())!;
    const overlaps =
      line.x < button.x + button.width &&
      button.x < line.x + line.width &&
      line.y < button.y + button.height &&
      button.y < line.y + line.height;
    expect({ button, line, overlaps }).toMatchObject({ overlaps: false });
  });

  it('folds the categories into a drawer on a 375 px phone', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await searchMine(page, 50);
    await expectSummary(page, `Showing 1 to 30 of ${NEAR + FAR} deals within 50 miles of 66044`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Categories' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Categories and sort' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories and sort' });
    await drawer.getByRole('button', { name: category, exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    await expectSummary(page, `Showing 1 to ${inCategory} of ${inCategory} deals within 50 miles of 66044`);
    // Nothing sticks out sideways on the phone.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
