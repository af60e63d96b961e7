import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill } from '#shared/constants.js';
import { NEAR_ME_MESSAGES } from '#shared/schemas/deals-messages.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { addListing } from '#functions/db/deal-index-repo.js';
import { destination, type LatLon } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, useLocalAws } from '../support/live-env.js';

// "Use my location" on Local Deals in Chromium against the local portal. The test puts three deals
// of its own (carrying a word of its own, searched for, so other tests' deals never count) in
// Lawrence, in the first demo co-op's area: one beside the ZIP's centroid, one beside the point the
// browser reports 3 miles away, one between. Granted, the search runs around that point and lists
// the deal beside it first; refused, it falls back to the ZIP with the note saying so.

const RUN = `nm${process.pid}${Date.now().toString(36)}`;
const DAY = 86_400_000;
let here: LatLon;

const shop = (name: string) => `Near ${RUN} ${name}`;

beforeAll(async () => {
  useLocalAws();
  const centre = await zipCentroid('66044');
  here = destination(centre, 45, 3);
  const places: [string, LatLon][] = [
    ['By the ZIP', destination(centre, 200, 0.2)],
    ['Between', destination(centre, 45, 1.5)],
    ['By you', destination(here, 90, 0.1)],
  ];
  const listings: Listing[] = places.map(([name, at], i) => ({
    dealId: `${RUN}-d${i}`,
    locationId: `${RUN}-l${i}`,
    bpId: `${RUN}-bp`,
    lat: at.lat,
    lon: at.lon,
    businessName: shop(name),
    value: '10% off',
    description: 'A deal for the near-me test',
    dollarValue: 5,
    logo: 'logos/323.svg',
    address: `${i + 1} Test Street`,
    city: 'Lawrence',
    state: 'KS',
    zipcode: '66044',
    hideAddress: 0,
    categories: [{ category: `${RUN} things`, subcategories: [] }],
    endsAt: Date.now() + 30 * DAY,
  }));
  for (const l of listings) await addListing(l);
});
const { newContext } = useBrowser();

const form = (page: Page) => page.getByRole('search', { name: 'Local deals search' });
const summary = (page: Page) => page.getByTestId('deals-summary');
const names = (page: Page) => page.getByTestId('local-deal').getByRole('heading').allTextContents();

/** Local Deals, searched for this test's word around 66044 within 10 miles (nearest first). */
async function searchMine(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${portalUrl()}/b2c/clocaldeals`);
  await form(page).getByLabel('Search deals').fill(RUN);
  await form(page).getByLabel('ZIP code').fill('66044');
  await form(page).getByLabel('Distance').selectOption('10');
  await form(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect
    .poll(
      () =>
        summary(page)
          .textContent()
          .catch(() => null),
      { timeout: 15_000 },
    )
    .toBe('Showing 1 to 3 of 3 deals within 10 miles of 66044');
  expect(await names(page)).toEqual([shop('By the ZIP'), shop('Between'), shop('By you')]);
  return page;
}

describe('Use my location in the browser', () => {
  it("with the permission granted, lists the deals nearest the browser's point first and says so", async () => {
    const context = await newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: here.lat, longitude: here.lon, accuracy: 25 },
    });
    const page = await searchMine(context);

    await page.getByRole('button', { name: NEAR_ME_MESSAGES.useMyLocation }).click();
    await page.getByTestId('deals-near-location').waitFor();
    expect(await page.getByTestId('deals-near-location').textContent()).toBe(NEAR_ME_MESSAGES.nearYourLocation);
    await expect.poll(() => names(page)).toEqual([shop('By you'), shop('Between'), shop('By the ZIP')]);
    expect(await page.getByTestId('deal-distance').first().textContent()).toMatch(/^0\.\d+ miles? away$/);
    expect(await page.getByTestId('near-me-note').count()).toBe(0);
    // The point is in no address a visitor could share or find in the history.
    expect(page.url()).toBe(`${portalUrl()}/b2c/clocaldeals`);
  });

  it('refused, searches the ZIP again with a note saying so', async () => {
    const context = await newContext();
    const page = await searchMine(context);

    await page.getByRole('button', { name: NEAR_ME_MESSAGES.useMyLocation }).click();
    const note = page.getByTestId('near-me-note');
    await note.waitFor();
    expect(await note.textContent()).toBe(fill(NEAR_ME_MESSAGES.locationFallback, { zip: '66044' }));
    await expect.poll(() => summary(page).textContent()).toBe('Showing 1 to 3 of 3 deals within 10 miles of 66044');
    expect(await names(page)).toEqual([shop('By the ZIP'), shop('Between'), shop('By you')]);
    expect(await page.getByTestId('deals-near-location').count()).toBe(0);
  });
});
