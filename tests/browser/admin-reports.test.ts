import { text } from 'node:stream/consumers';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { useLocalAws } from '../support/live-env.js';

// Reports in Chromium: the co-op's admin opens the Dashboard, then Reports, downloads the
// redemptions by month as CSV, and its rows add up to the totals on the page (the demo network
// has 26 weeks of redemption history).

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('reports', () => {
  it('the dashboard shows figures and a downloaded report adds up', async () => {
    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    // Staff end their sign-in on the admin home.
    await loginInBrowser(page, 'staff@prairiesky.example', 'Ledger@Compass73');
    await page.getByRole('img', { name: /^Redemptions a week: / }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
    const summary = page.getByText(/ redemptions, \$[\d,.]+ estimated member savings from /);
    await summary.waitFor();
    const [, count, dollars] = /^([\d,]+) redemptions, \$([\d,.]+) /.exec((await summary.textContent())!)!;
    expect(Number(count!.replace(/,/g, ''))).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'By month' }).getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^redemptions-by-month-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<Record<string, string>>(await text(await file.createReadStream()), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.reduce((n, r) => n + Number(r.Redemptions), 0)).toBe(Number(count!.replace(/,/g, '')));
    expect(rows.reduce((n, r) => n + Number(r['Member savings']), 0)).toBeCloseTo(
      Number(dollars!.replace(/,/g, '')),
      2,
    );
  });
});
