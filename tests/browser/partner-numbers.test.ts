import { text } from 'node:stream/consumers';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedBusiness } from '../support/approved-business.js';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { signInWithoutDialog } from './sign-in.js';

// My business's numbers in Chromium (issue 40, ADR 0094): a member's business is approved and
// signed (live in local deals), two members print its coupon, and its owner sees this month's
// prints and savings on My business and downloads them as CSV. The test makes its own business,
// owner and members.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe("a partner's numbers", () => {
  it('shows the owner the prints members made this month, and exports them', async () => {
    const { key1, key2, name, owner, ownerEmail } = await approvedBusiness('numbers');
    const signed = await post('outside/signAgreement', {
      key1,
      key2,
      eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      agreement: '',
    });
    expect(signed.status).toBe(200);
    const mine = (await owner.post('b2c/listmybusinesses', {})).json as {
      businesses: { offers: { dealId: string; value: string; dollarValue: number; locationIds: string[] }[] }[];
    };
    const offer = mine.businesses[0]!.offers[0]!;
    const deal = { dealId: offer.dealId, locationId: offer.locationIds[0]!, source: 'W' };
    for (const tag of ['numbers-member-a', 'numbers-member-b']) {
      const { client } = await signedUpMember(tag);
      expect((await client.post('b2c/printdeal', { deal })).status).toBe(200);
    }

    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signInWithoutDialog(page, ownerEmail);
    await page.goto(`${portalUrl()}/b2c/mybusiness`);
    const business = page.getByRole('region', { name });
    const table = business.getByRole('table', { name: /^Numbers, / });
    const row = table
      .getByRole('row')
      .filter({ hasText: offer.value })
      .filter({ hasText: `${name} main` });
    const cells = row.getByRole('cell');
    await expect
      .poll(() => cells.allTextContents())
      .toEqual([offer.value, `${name} main`, '0', '2', '0', '0', `$${(2 * offer.dollarValue).toFixed(2)}`]);

    const download = page.waitForEvent('download');
    await business.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^numbers-.+-\d{4}-\d{2}\.csv$/);
    const rows = Papa.parse<Record<string, string>>(await text(await file.createReadStream()), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toEqual([
      {
        Month: expect.stringMatching(/^\d{4}-\d{2}$/),
        Offer: offer.value,
        Location: `${name} main`,
        Opens: '0',
        Prints: '2',
        'Phone redemptions': '0',
        Favorites: '0',
        'Member savings ($)': (2 * offer.dollarValue).toFixed(2),
      },
    ]);
  });
});
