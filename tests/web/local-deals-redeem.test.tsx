import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_DEALS } from '#shared/constants.js';
import { QrCode } from '#web/components/qr-code.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, stubApi } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';

// The member side of Local Deals with the API answered at the fetch level: the deal modal and its
// fields, favorites, printing (coupon, QR, thank-you), the cashier's screen, refusals and the
// favorites list.

// The first opening transforms the lazy deal modal; on 2 busy cores that can pass 5 s.
vi.setConfig({ testTimeout: 20_000 });

const REF = { dealId: 'D-1', locationId: 'L-1' };
const COUPON_ID = 'K7QM-X2DP-A9FW-4TZB';

const listed = (n: number, over: Record<string, unknown> = {}) => ({
  dealId: `D-${n}`,
  locationId: `L-${n}`,
  dollarValue: 7.5,
  logo: '/static/logos/x.svg',
  value: '20% off',
  description: `Deal number ${n}`,
  businessName: `Business ${n}`,
  address: `${n} Main Street`,
  hideAddress: 0,
  city: 'Lawrence',
  state: 'KS',
  zipcode: '66044',
  DISTANCE: 1,
  ...over,
});

const opened = (over: Record<string, unknown> = {}) => ({
  website: 'http://testpizza.example',
  businessName: 'Test Pizza',
  businessDescription: 'Wood-fired pizza',
  locationName: 'Downtown',
  address: '12 Mass St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  locationPhone: '(785) 555-0102',
  phone: '(785) 555-0101',
  email: 'hi@testpizza.example',
  logo: '/static/logos/x.svg',
  value: '20% off',
  dollarValue: 7.5,
  description: 'Any large pizza',
  redemptions: '1 time every 7 days',
  expirationDate: '06/30/2030',
  isFavorite: false,
  isPrinted: 1,
  isMobile: 1,
  stubCopy: 'One per table',
  image1: null,
  image2: null,
  customerName: 'Dee Saver',
  memberId: 'M-12345',
  dealdata: REF,
  ...over,
});

const coupon = (source: 'W' | 'M') => ({
  couponId: COUPON_ID,
  source,
  businessName: 'Test Pizza',
  locationName: 'Downtown',
  address: '12 Mass St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  value: '20% off',
  dollarValue: 7.5,
  description: 'Any large pizza',
  stubCopy: 'One per table',
  expirationDate: '06/30/2030',
  customerName: 'Dee Saver',
  memberId: 'M-12345',
  redeemedAt: '2026-03-05T15:04:00.000Z',
});

const searchAnswer = (body: any, deals = [listed(1)]) =>
  ok({
    success: true,
    deals,
    zip: '66044',
    radius: body.payload.radius,
    page: 1,
    pages: 1,
    total: deals.length,
    sort: body.payload.sort,
  });

function signIn() {
  for (const [k, v] of Object.entries({
    credentials: 'm-1',
    userKey: 'm-1',
    sessionKey: 's-1',
    firstName: 'Dee',
    role: 'member',
  }))
    window.sessionStorage.setItem(k, v);
}

function setup(handlers: Record<string, any> = {}) {
  signIn();
  const api = stubApi({
    'b2c/localdealscategories': ok({
      success: true,
      data: [{ category: 'Food & Dining', subcategories: [] }],
      zip: '66044',
    }),
    'b2c/listdeals': (body: any) => searchAnswer(body),
    'b2c/listdealsbycategory': (body: any) => searchAnswer(body),
    'b2c/opendeal': ok({ success: true, data: opened() }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderApp({ home: homeFixture, route: '/b2c/clocaldeals' });
  const called = (path: string) => api.calls.filter((c) => c.path === path);
  return { api, called };
}

/** Clicks the deal's name in the list and waits for its modal. */
async function openFirstDeal(name = 'Business 1', title = 'Test Pizza') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
}

/** The small dialog above the modal: its text, then closed with OK. */
async function dismissDialog(title: string): Promise<string> {
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = within(dialog).queryByTestId('message-dialog-text')?.textContent ?? '';
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
  return text;
}

/** Paints the SVG's rectangles into pixels and reads the QR code with jsQR, as a scanner would. */
function decodeSvgQr(svg: Element): string | null {
  const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  const scale = 4;
  const width = w * scale;
  const height = h * scale;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const rect of svg.querySelectorAll('rect')) {
    if (rect.getAttribute('fill') !== '#000') continue;
    const [x, y, rw, rh] = ['x', 'y', 'width', 'height'].map((a) => Number(rect.getAttribute(a) ?? 0) * scale) as [
      number,
      number,
      number,
      number,
    ];
    for (let py = y; py < y + rh; py++) {
      for (let px = x; px < x + rw; px++) pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

describe('the deal modal', () => {
  it("opens the member's deal with every field of the spec", async () => {
    const { called } = setup();
    const modal = await openFirstDeal();
    expect(called('b2c/opendeal')[0]!.body).toEqual({ credentials: 'm-1', deal: REF });
    const m = within(modal);
    await m.findByTestId('deal-details');
    const website = m.getByTestId('deal-modal-website');
    expect([website.getAttribute('href'), website.getAttribute('target'), website.getAttribute('rel')]).toEqual([
      'http://testpizza.example',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(m.getByText('Wood-fired pizza')).toBeTruthy();
    expect(m.getByTestId('deal-modal-location').textContent).toBe('Downtown');
    expect(m.getByTestId('deal-modal-address').textContent).toBe('12 Mass St, Lawrence, KS 66044');
    expect(m.getAllByTestId('deal-modal-phone').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['(785) 555-0102', 'tel:7855550102'],
      ['(785) 555-0101', 'tel:7855550101'],
    ]);
    expect(m.getByTestId('deal-modal-email').getAttribute('href')).toBe('mailto:hi@testpizza.example');
    const logo = m.getByTestId('deal-modal-logo');
    expect([
      logo.getAttribute('src'),
      logo.getAttribute('width'),
      logo.getAttribute('height'),
      logo.getAttribute('alt'),
    ]).toEqual(['/static/logos/x.svg', '140', '105', 'Test Pizza logo']);
    expect(m.getByTestId('deal-modal-value').textContent).toBe('20% off');
    expect(m.getByTestId('deal-modal-dollars').textContent).toBe('$7.50 value');
    expect(m.getByTestId('deal-modal-description').textContent).toBe('Any large pizza');
    expect(m.getByTestId('deal-modal-redemptions').textContent).toBe('1 time every 7 days');
    expect(m.getByTestId('deal-modal-expires').textContent).toBe('06/30/2030');
    expect(m.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
    expect(m.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(m.getByRole('button', { name: 'Redeem on phone' })).toBeTruthy();
    // The fixture has no images: no empty frames.
    expect(m.queryByTestId('deal-modal-photo')).toBeNull();
  });

  it("shows the partner's images when it has them ('null' is none)", async () => {
    setup({
      'b2c/opendeal': ok({ success: true, data: opened({ image1: '/static/images/deals/1-1.svg', image2: 'null' }) }),
    });
    const m = within(await openFirstDeal());
    await m.findByTestId('deal-details');
    expect(
      m.getAllByTestId('deal-modal-photo').map((img) => [img.getAttribute('src'), img.getAttribute('alt')]),
    ).toEqual([['/static/images/deals/1-1.svg', 'Test Pizza, photo 1']]);
  });

  it('shows only city, state and ZIP for a hidden address, and only the ways to redeem the offer allows', async () => {
    setup({
      'b2c/opendeal': ok({
        success: true,
        data: opened({ address: '', isPrinted: 0, isMobile: 1, website: null, email: null, locationPhone: null }),
      }),
    });
    const m = within(await openFirstDeal());
    expect((await m.findByTestId('deal-modal-address')).textContent).toBe('Lawrence, KS 66044');
    expect(m.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(m.getByRole('button', { name: 'Redeem on phone' })).toBeTruthy();
    expect(m.queryByTestId('deal-modal-website')).toBeNull();
    expect(m.queryByTestId('deal-modal-email')).toBeNull();
    expect(m.getAllByTestId('deal-modal-phone').map((a) => a.textContent)).toEqual(['(785) 555-0101']);
  });

  it("says Error with the server's message when the deal cannot be opened", async () => {
    setup({ 'b2c/opendeal': fail(404, DEALS_MESSAGES.dealExpired) });
    fireEvent.click(await screen.findByRole('button', { name: 'Business 1' }));
    expect(await dismissDialog(COMMON_MESSAGES.errorTitle)).toBe(DEALS_MESSAGES.dealExpired);
    expect(screen.queryByTestId('deal-details')).toBeNull();
  });

  it('adds and removes the favorite with the spec dialogs, flipping the button', async () => {
    const { called } = setup({ 'b2c/addfavorite': ok({ success: true }), 'b2c/removefavorite': ok({ success: true }) });
    const m = within(await openFirstDeal());
    fireEvent.click(await m.findByRole('button', { name: 'Add to favorites' }));
    // Escape closes the dialog only, not the deal modal under it.
    const added = await screen.findByRole('dialog', { name: DEALS_MESSAGES.favoriteAdded });
    fireEvent.keyDown(within(added).getByRole('button', { name: 'OK' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DEALS_MESSAGES.favoriteAdded })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Test Pizza' })).toBeTruthy();
    expect(called('b2c/addfavorite')[0]!.body).toEqual({ credentials: 'm-1', deal: REF });
    fireEvent.click(m.getByRole('button', { name: 'Remove from favorites' }));
    await dismissDialog(DEALS_MESSAGES.favoriteRemoved);
    expect(called('b2c/removefavorite')[0]!.body).toEqual({ credentials: 'm-1', deal: REF });
    expect(m.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
    // The deal modal stays open under the dialogs.
    expect(screen.getByRole('dialog', { name: 'Test Pizza' })).toBeTruthy();
  });

  it("refuses a redemption over the limit with the server's reason, and stays on the deal", async () => {
    const reason = 'You have used this deal 1 time in the last 7 days. You can use it again on 03/12/2026 9:04 AM CST.';
    const { called } = setup({ 'b2c/printdeal': fail(409, reason) });
    const modal = await openFirstDeal();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Print' }));
    const confirm = await screen.findByRole('dialog', { name: 'Print coupon' });
    expect(within(confirm).getByTestId('redeem-confirm').textContent).toContain('1 time every 7 days');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, print it' }));
    expect(await dismissDialog(DEALS_MESSAGES.cannotRedeem)).toBe(reason);
    expect(called('b2c/printdeal')[0]!.body).toEqual({
      credentials: 'm-1',
      deal: { ...REF, source: LOCAL_DEALS.printSource },
    });
    expect(await screen.findByRole('dialog', { name: 'Test Pizza' })).toBeTruthy();
  });
});

describe('reporting a problem', () => {
  const sent = 'Thank you. Your report was sent to Prairie Sky.';

  it('asks what went wrong, needs words for Other, sends the report and thanks the member', async () => {
    const { called } = setup({ 'b2c/reportdeal': ok({ success: true, message: sent }) });
    const modal = await openFirstDeal();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Report a problem' }));
    const form = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(within(form).getByText(REPORT_MESSAGES.privacyNote)).toBeTruthy();
    // Nothing chosen, then Other without words: each refused in place, nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(REPORT_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(REPORT_MESSAGES.messageRequired)).toBeTruthy();
    expect(called('b2c/reportdeal')).toEqual([]);

    fireEvent.click(within(form).getByRole('radio', { name: 'The coupon was refused' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /What happened/ }), {
      target: { value: 'The cashier did not know the deal.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await dismissDialog(REPORT_MESSAGES.reportSentTitle)).toBe(sent);
    expect(called('b2c/reportdeal')[0]!.body).toEqual({
      credentials: 'm-1',
      deal: REF,
      reason: 'refused',
      message: 'The cashier did not know the deal.',
    });
    // Back on the deal.
    expect(await screen.findByRole('dialog', { name: 'Test Pizza' })).toBeTruthy();
  });

  it("shows the server's refusal in the form, and Cancel goes back to the deal", async () => {
    const refusal = 'You have already reported a problem with this deal.';
    setup({ 'b2c/reportdeal': fail(409, refusal) });
    const modal = await openFirstDeal();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Report a problem' }));
    const form = await screen.findByRole('dialog', { name: 'Report a problem' });
    fireEvent.click(within(form).getByRole('radio', { name: 'The business has closed or moved' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(refusal)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Test Pizza' })).toBeTruthy();
  });
});

describe('printing and redeeming', () => {
  it('prints the coupon after the confirmation, then thanks the member and goes back to the deal', async () => {
    const printed: string[] = [];
    vi.stubGlobal('print', () => {
      // What the printer gets at that moment: the coupon copy under <body>.
      printed.push(document.querySelector('[data-testid="coupon-print"]')?.textContent ?? '');
      window.dispatchEvent(new Event('afterprint'));
    });
    setup({ 'b2c/printdeal': ok({ success: true, coupon: coupon('W') }) });
    const modal = await openFirstDeal();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Print' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Print coupon' })).getByRole('button', {
        name: 'Yes, print it',
      }),
    );

    // The co-op's logo is on the printed copy; printing waits for it.
    const copy = await screen.findByTestId('coupon-print');
    const coopLogo = within(copy).getByRole('img', { name: homeFixture.coopData.displayName });
    expect([coopLogo.getAttribute('src'), coopLogo.getAttribute('width'), coopLogo.getAttribute('height')]).toEqual([
      homeFixture.coopData.logo,
      '180',
      '60',
    ]);
    fireEvent.load(coopLogo);

    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(printed).toHaveLength(1);
    for (const text of [
      'Test Pizza',
      'Downtown',
      '12 Mass St, Lawrence, KS 66044',
      '20% off',
      'Any large pizza',
      '$7.50',
      'One per table',
      '06/30/2030',
      'Dee Saver',
      'M-12345',
      COUPON_ID,
    ]) {
      expect(printed[0]).toContain(text);
    }
    expect(decodeSvgQr(within(copy).getByTestId('coupon-print-qr'))).toBe(COUPON_ID);
    // Issued in the co-op's zone and named, as the server's limit message spells its next use.
    expect(within(copy).getByTestId('coupon-issued').textContent).toBe('03/05/2026 9:04 AM CST');
    expect(within(thanks).getByTestId('print-thanks').textContent).toContain(COUPON_ID);

    fireEvent.click(within(thanks).getByRole('button', { name: 'Back to deal' }));
    expect(await screen.findByRole('dialog', { name: 'Test Pizza' })).toBeTruthy();
    expect(screen.queryByTestId('coupon-print')).toBeNull();
  });

  it('leaves the street off the printed coupon when the partner hides it', async () => {
    vi.stubGlobal('print', () => window.dispatchEvent(new Event('afterprint')));
    setup({ 'b2c/printdeal': ok({ success: true, coupon: { ...coupon('W'), address: '' } }) });
    const modal = await openFirstDeal();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Print' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Print coupon' })).getByRole('button', {
        name: 'Yes, print it',
      }),
    );
    const copy = await screen.findByTestId('coupon-print');
    expect(within(copy).getByTestId('coupon-address').textContent).toBe('Lawrence, KS 66044');
  });

  it("shows the cashier's screen after a mobile redemption", async () => {
    const { called } = setup({ 'b2c/printdeal': ok({ success: true, coupon: coupon('M') }) });
    const modal = await openFirstDeal();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Redeem on phone' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem on phone' })).getByRole('button', {
        name: 'Yes, redeem now',
      }),
    );
    const screenForCashier = within(await screen.findByRole('dialog', { name: 'Show this to the cashier' }));
    expect(called('b2c/printdeal')[0]!.body.deal.source).toBe(LOCAL_DEALS.mobileSource);
    expect(screenForCashier.getByRole('heading', { name: 'Test Pizza' })).toBeTruthy();
    expect(screenForCashier.getByTestId('mobile-value').textContent).toBe('20% off');
    expect(screenForCashier.getByTestId('mobile-expires').textContent).toBe('06/30/2030');
    expect(screenForCashier.getByTestId('mobile-member').textContent).toBe('Dee Saver');
    expect(screenForCashier.getByTestId('mobile-member-id').textContent).toBe('Member ID M-12345');
    expect(screenForCashier.getByTestId('mobile-coupon-id').textContent).toBe(COUPON_ID);
    expect(screenForCashier.getByTestId('mobile-redeemed').textContent).toBe('Redeemed 03/05/2026 9:04 AM CST');
  });
});

describe('the QR code', () => {
  it('encodes the coupon id as a module matrix a scanner reads back', () => {
    render(<QrCode value={COUPON_ID} size={160} label="QR" testId="qr" />);
    const svg = screen.getByTestId('qr');
    // Version 1 to 2 for 19 alphanumeric characters at level M, plus the quiet zone of 4 each side.
    expect(Number(svg.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
    expect(decodeSvgQr(svg)).toBe(COUPON_ID);
    expect(svg.innerHTML).not.toContain('<img');
  });
});

describe('favorites mode', () => {
  it("lists favorites with the spec's spinner text, and says so when there are none", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { called } = setup({
      'b2c/listfavoritesdeals': ok({ success: true, deals: [], message: DEALS_MESSAGES.noFavorites }),
    });
    await screen.findByRole('button', { name: 'Business 1' });
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('listfavoritesdeals')) await gate;
      return inner(url, init);
    });
    fireEvent.click(screen.getByRole('button', { name: 'My Favorites Deals' }));
    expect((await screen.findByTestId('deals-loading')).textContent).toBe(DEALS_MESSAGES.favoritesSearching);
    release();
    expect((await screen.findByTestId('no-favorites')).textContent).toBe(DEALS_MESSAGES.noFavorites);
    expect(called('b2c/listfavoritesdeals')[0]!.body).toEqual({ credentials: 'm-1' });
    expect(screen.getByRole('heading', { name: 'My Favorites Deals' })).toBeTruthy();
  });

  it('keeps an ended favorite listed with the reason, not openable but removable; a search leaves favorites mode', async () => {
    const favorites = [
      listed(1),
      listed(2, { businessName: 'Gone Cafe', unavailable: DEALS_MESSAGES.dealUnavailable }),
    ];
    const { called } = setup({
      'b2c/listfavoritesdeals': (_: unknown, n: number) =>
        ok({ success: true, deals: n === 0 ? favorites : [favorites[0]] }),
      'b2c/removefavorite': ok({ success: true }),
    });
    await screen.findByRole('button', { name: 'Business 1' });
    fireEvent.click(screen.getByRole('button', { name: 'My Favorites Deals' }));
    const list = await screen.findByTestId('favorites-list');
    const [, gone] = within(list).getAllByTestId('local-deal') as [HTMLElement, HTMLElement];
    expect(within(gone).getByTestId('deal-unavailable').textContent).toBe(DEALS_MESSAGES.dealUnavailable);
    expect(within(gone).queryByRole('button', { name: 'Gone Cafe' })).toBeNull();
    fireEvent.click(within(gone).getByRole('button', { name: 'Remove from favorites' }));
    await dismissDialog(DEALS_MESSAGES.favoriteRemoved);
    expect(called('b2c/removefavorite')[0]!.body.deal).toEqual({ dealId: 'D-2', locationId: 'L-2' });
    // The list reloads without it.
    await waitFor(() => expect(called('b2c/listfavoritesdeals')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Gone Cafe')).toBeNull());
    expect(
      within(await screen.findByTestId('favorites-list')).getByRole('button', { name: 'Business 1' }),
    ).toBeTruthy();

    const searches = called('b2c/listdeals').length;
    fireEvent.click(
      within(screen.getByRole('search', { name: 'Local deals search' })).getByRole('button', { name: 'Search' }),
    );
    await waitFor(() => expect(called('b2c/listdeals').length).toBe(searches + 1));
    expect(await screen.findByRole('heading', { name: 'Deals' })).toBeTruthy();
    expect(screen.queryByTestId('favorites-list')).toBeNull();
  });

  it('reloads the favorites when a favorite is removed from its deal modal', async () => {
    const { called } = setup({
      'b2c/listfavoritesdeals': (_: unknown, n: number) => ok({ success: true, deals: n === 0 ? [listed(1)] : [] }),
      'b2c/opendeal': ok({ success: true, data: opened({ isFavorite: true }) }),
      'b2c/removefavorite': ok({ success: true }),
    });
    await screen.findByRole('button', { name: 'Business 1' });
    fireEvent.click(screen.getByRole('button', { name: 'My Favorites Deals' }));
    fireEvent.click(within(await screen.findByTestId('favorites-list')).getByRole('button', { name: 'Business 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Test Pizza' });
    fireEvent.click(await within(modal).findByRole('button', { name: 'Remove from favorites' }));
    await dismissDialog(DEALS_MESSAGES.favoriteRemoved);
    await waitFor(() => expect(called('b2c/listfavoritesdeals')).toHaveLength(2));
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('no-favorites')).textContent).toBe(DEALS_MESSAGES.noFavorites);
  });
});
