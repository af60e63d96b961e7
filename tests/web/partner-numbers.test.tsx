import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessNumbers } from '#shared/schemas/partner-numbers.js';
import { flushOpens, recordOpen } from '#web/features/local-deals/count-opens.js';
import { homeFixture } from './fixtures/home-data';
import { captureDownloads, ok, renderApp, signedIn, stubApi } from './render';

// A business's numbers as staff see them in Business Partners (the owner's My business shows the
// same feature): a month's table per offer and location, the monthly chart, the CSV of every row;
// and the deal opens the browser sends in one batch, each deal once a day.

const months = Array.from({ length: 13 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 10 + i, 1));
  return d.toISOString().slice(0, 7);
});
const row = (month: string, location: string, figures: Partial<BusinessNumbers['rows'][number]>) => ({
  month,
  dealId: 'd1',
  offer: 'Free cookie',
  locationId: location === 'Main St' ? 'l1' : 'l2',
  location,
  opens: 0,
  prints: 0,
  phoneRedemptions: 0,
  favorites: 0,
  savings: 0,
  ...figures,
});
const numbers: BusinessNumbers = {
  success: true,
  bpId: 'bp-1',
  businessName: 'Corner Bakery',
  months,
  rows: [
    row('2026-02', 'Main St', { prints: 4, savings: 8 }),
    row('2026-11', 'Main St', { opens: 12, prints: 3, phoneRedemptions: 1, favorites: 2, savings: 8 }),
    row('2026-11', '=East side', { opens: 5, prints: 2, savings: 4.5 }),
  ],
};

const partner = {
  success: true,
  business: {
    bpId: 'bp-1',
    status: 1,
    businessName: 'Corner Bakery',
    address: '1 Main St',
    city: 'Lawrence',
    state: 'KS',
    zip: '66044',
    phone: null,
    email: null,
    website: null,
    logo: null,
    image1: null,
    image2: null,
    submittedAt: null,
    submittedBy: null,
  },
  locations: [],
  offers: [],
  agreements: [],
};
const list = ok({
  success: true,
  next: null,
  partners: [
    {
      bpId: 'bp-1',
      businessName: 'Corner Bakery',
      city: 'Lawrence',
      state: 'KS',
      signedAt: '2026-10-05T15:00:00.000Z',
      offers: 1,
      locations: 2,
    },
  ],
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a business's numbers", () => {
  it('shows read-only staff this month per location, the chart by month, and every row as CSV', async () => {
    signedIn('backoffice');
    const api = stubApi({
      'admin/listbusinesssubmissions': ok({ success: true, businesses: [] }),
      'admin/listpartners': list,
      'admin/getpartner': ok(partner),
      'admin/businessnumbers': ok(numbers),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/business-partners', home: homeFixture });
    fireEvent.click(await screen.findByRole('radio', { name: 'Active partners' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open Corner Bakery' }));

    const table = await screen.findByRole('table', { name: 'Numbers, Nov 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Offer', 'Location', 'Opens', 'Prints', 'Phone redemptions', 'Favorites', 'Member savings'],
      ['Free cookie', 'Main St', '12', '3', '1', '2', '$8.00'],
      ['Free cookie', '=East side', '5', '2', '0', '0', '$4.50'],
      ['Total', '', '17', '5', '1', '2', '$12.50'],
    ]);
    expect(api.calls.find((c) => c.path === 'admin/businessnumbers')?.body).toMatchObject({ bpId: 'bp-1' });

    const chart = screen.getByRole('img', {
      name: /^Prints by month: 9 in all over 13 months, most in Nov 2026 \(5\)\.$/,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(13);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-02' } });
    expect(await screen.findByRole('table', { name: 'Numbers, Feb 2026' })).toBeTruthy();

    const downloads = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['numbers-corner-bakery-2026-11.csv']));
    const csv = Papa.parse<string[]>(await downloads.text(0)).data;
    expect(csv).toEqual([
      ['Month', 'Offer', 'Location', 'Opens', 'Prints', 'Phone redemptions', 'Favorites', 'Member savings ($)'],
      ['2026-02', 'Free cookie', 'Main St', '0', '4', '0', '0', '8.00'],
      ['2026-11', 'Free cookie', 'Main St', '12', '3', '1', '2', '8.00'],
      // A text cell a spreadsheet would run as a formula goes out as text.
      ['2026-11', 'Free cookie', "'=East side", '5', '2', '0', '0', '4.50'],
    ]);
  });
});

describe('deal opens', () => {
  it('sends the opens in one request, each deal and location once a day per member', async () => {
    signedIn('member');
    const api = stubApi({ 'b2c/countopens': ok({ success: true, counted: 2 }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const a = { dealId: 'd1', locationId: 'l1' };
    const b = { dealId: 'd1', locationId: 'l2' };
    recordOpen(a);
    recordOpen(b);
    recordOpen(a);
    expect(api.calls).toEqual([]);
    void flushOpens();
    await waitFor(() => expect(api.paths()).toEqual(['b2c/countopens']));
    expect(api.calls[0]?.body).toMatchObject({ opens: [a, b] });
    // Opened again the same day: already counted, nothing more is sent.
    recordOpen(b);
    void flushOpens();
    expect(api.paths()).toEqual(['b2c/countopens']);
    // Another member signed in on this browser: their open is their own.
    window.sessionStorage.setItem('credentials', 'm-2');
    recordOpen(b);
    void flushOpens();
    await waitFor(() => expect(api.paths()).toEqual(['b2c/countopens', 'b2c/countopens']));
    expect(api.calls[1]?.body).toMatchObject({ credentials: 'm-2', opens: [b] });
  });

  it('sends the opens waiting before a logout ends the session', async () => {
    signedIn('member');
    const api = stubApi({
      'b2c/countopens': ok({ success: true, counted: 1 }),
      'outside/logout': ok({ success: true }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture, route: '/b2c/cterms' });
    const opened = { dealId: 'd-logout', locationId: 'l1' };
    recordOpen(opened);
    fireEvent.click(within(await screen.findByTestId('top-bar')).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.paths()).toContain('outside/gethomedata'));
    expect(api.paths().slice(0, 2)).toEqual(['b2c/countopens', 'outside/logout']);
    expect(api.calls[0]?.body).toMatchObject({ opens: [opened] });
  });
});
