import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, LOCAL_DEALS } from '#shared/constants.js';
import { createQueryClient } from '#web/app/query-client.js';
import { startFirstScreen } from '#web/app/router.js';
import { homeDataQueryKey, localDealsSearchQueryKey } from '#web/lib/query-keys.js';
import { initialSearch, startEarlyLocalDeals } from '#web/features/local-deals/deal-requests.js';
import { loadDealSearchForm } from '#web/features/local-deals/deal-search-bar.js';
import { clampPage } from '#web/pages/clocaldeals-page.js';
import { homeFixture } from './fixtures/home-data';
import { expectFieldError } from './form-assertions';
import { fail, ok, renderApp, stubApi, typeInto } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// /b2c/clocaldeals with the API answered at the fetch level: what it sends for each search,
// category, sort and page, and what a visitor or member sees of the answers.

const deal = (n: number, over: Record<string, unknown> = {}) => ({
  dealId: `D-${n}`,
  locationId: `L-${n}`,
  dollarValue: 10,
  logo: '/static/deals/logo-1.svg',
  value: '10% off',
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

const answer = (body: any, over: Record<string, unknown> = {}) => {
  const deals = (over.deals as unknown[] | undefined) ?? [deal(1), deal(2)];
  return ok({
    success: true,
    deals,
    zip: body.payload.zipcode ?? '66044',
    radius: body.payload.radius,
    page: body.payload.page,
    pages: 1,
    total: deals.length,
    sort: body.payload.sort,
    ...over,
  });
};

const CATEGORIES = ok({
  success: true,
  data: [
    { category: 'Food & Dining', subcategories: [{ subcategory: 'Pizza' }, { subcategory: 'Coffee' }] },
    { category: 'Automotive', subcategories: [] },
  ],
  zip: '66044',
});

function setup(handlers: Record<string, any> = {}, route = '/b2c/clocaldeals') {
  const api = stubApi({
    'b2c/localdealscategories': CATEGORIES,
    'b2c/listdeals': (body: any) => answer(body),
    'b2c/listdealsbycategory': (body: any) => answer(body),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderApp({ home: homeFixture, route });
  const searches = () => api.calls.filter((c) => c.path === 'b2c/listdeals' || c.path === 'b2c/listdealsbycategory');
  const last = () => searches().at(-1)!;
  return { api, searches, last };
}

const searchForm = () => screen.findByRole('search', { name: 'Local deals search' });
const dealCards = () => screen.findAllByTestId('local-deal');
const signIn = () => {
  for (const [k, v] of Object.entries({
    credentials: 'm-1',
    userKey: 'm-1',
    sessionKey: 's-1',
    firstName: 'Ann',
    role: 'member',
  }))
    window.sessionStorage.setItem(k, v);
};

// These tests use the search bar's real form from the start (the stand-in has its own file).
beforeAll(async () => {
  await loadDealSearchForm();
});

describe('local deals search', () => {
  it("asks for the categories and the link's first search beside the page's chunk, and the page shows them without asking again", async () => {
    const api = stubApi({ 'b2c/localdealscategories': CATEGORIES, 'b2c/listdeals': (body: any) => answer(body) });
    vi.stubGlobal('fetch', api.fetchStub);
    const queryClient = createQueryClient();
    queryClient.setQueryData(homeDataQueryKey, homeFixture);
    window.sessionStorage.setItem('key', homeFixture.key);
    // Before React has rendered anything: what main.tsx does on a first visit.
    startFirstScreen({ pathname: '/b2c/clocaldeals', search: '?search=pizza' }, queryClient);
    await waitFor(() =>
      expect(api.paths()).toEqual(expect.arrayContaining(['b2c/localdealscategories', 'b2c/listdeals'])),
    );
    expect(api.calls.find((c) => c.path === 'b2c/listdeals')!.body.payload).toMatchObject({
      criteria: 'pizza',
      radius: LOCAL_DEALS.searchLinkRadius,
      page: 1,
    });

    renderApp({ home: homeFixture, route: '/b2c/clocaldeals?search=pizza', queryClient });
    expect(await dealCards()).toHaveLength(2);
    expect(api.paths().filter((p) => p === 'b2c/listdeals')).toHaveLength(1);
    expect(api.paths().filter((p) => p === 'b2c/localdealscategories')).toHaveLength(1);
  });

  it('opened from the address bar, sends the categories and the first search beside the home data, and the page uses those answers', async () => {
    const api = stubApi({
      'outside/gethomedata': ok(homeFixture),
      'b2c/localdealscategories': CATEGORIES,
      'b2c/listdeals': (body: any) => answer(body),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    // What boot.ts does before the app's JavaScript has loaded: no home data yet, no stored key.
    startEarlyLocalDeals(new URLSearchParams('?search=pizza'));
    await waitFor(() => expect(api.paths().sort()).toEqual(['b2c/listdeals', 'b2c/localdealscategories']));
    expect(api.calls.find((c) => c.path === 'b2c/listdeals')!.body).toMatchObject({
      key: null,
      payload: { criteria: 'pizza', radius: LOCAL_DEALS.searchLinkRadius, page: 1 },
    });

    const queryClient = createQueryClient();
    startFirstScreen({ pathname: '/b2c/clocaldeals', search: '?search=pizza' }, queryClient);
    // The page's prefetch takes the answers under the keys the page reads.
    await waitFor(() =>
      expect(queryClient.getQueryData(localDealsSearchQueryKey(initialSearch('pizza'), false))).toBeDefined(),
    );
    renderApp({ home: homeFixture, route: '/b2c/clocaldeals?search=pizza', queryClient });
    expect(await dealCards()).toHaveLength(2);
    // Each asked once, before the app's own home data request: not after its answer.
    const paths = api.paths();
    expect(paths.filter((p) => p === 'b2c/listdeals')).toHaveLength(1);
    expect(paths.filter((p) => p === 'b2c/localdealscategories')).toHaveLength(1);
    expect(paths.slice(0, 2).sort()).toEqual(['b2c/listdeals', 'b2c/localdealscategories']);
  });

  it("searches around the server's default ZIP on arrival, shows it, then sends the form's text, ZIP and distance", async () => {
    const { last, searches } = setup();
    const form = await searchForm();
    await dealCards();
    expect(last()).toMatchObject({
      path: 'b2c/listdeals',
      body: {
        payload: { criteria: '', zipcode: null, radius: LOCAL_DEALS.defaultRadius, page: 1, sort: 'distance-asc' },
      },
    });
    // The ZIP the answer used fills the empty box; the summary says where and how far.
    await waitFor(() => expect((within(form).getByLabelText('ZIP code') as HTMLInputElement).value).toBe('66044'));
    expect(screen.getByTestId('deals-summary').textContent).toBe('Showing 1 to 2 of 2 deals within 50 miles of 66044');

    const text = within(form).getByLabelText('Search deals');
    expect(text.getAttribute('placeholder')).toMatch(/leave (it )?empty to show all/i);
    expect(text.getAttribute('maxlength')).toBe(String(LIMITS.localDealsSearch));
    typeInto(form, 'Search deals', ' pizza ');
    typeInto(form, 'ZIP code', '37064');
    typeInto(form, 'Distance', '10');
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(last().body).toEqual({
      credentials: null,
      key: null,
      payload: { criteria: 'pizza', zipcode: '37064', radius: 10, page: 1, sort: 'distance-asc' },
    });
  });

  it('refuses a ZIP of fewer than 5 digits on the field and sends nothing', async () => {
    const { searches } = setup();
    const form = await searchForm();
    await dealCards();
    typeInto(form, 'ZIP code', '660');
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expectFieldError(within(form).getByLabelText('ZIP code'), 'Please enter a 5-digit ZIP code'));
    expect(searches()).toHaveLength(1);
  });

  it('clears the text with the clear button', async () => {
    setup();
    const form = await searchForm();
    typeInto(form, 'Search deals', 'tacos');
    fireEvent.click(within(form).getByRole('button', { name: 'Clear search text' }));
    expect((within(form).getByLabelText('Search deals') as HTMLInputElement).value).toBe('');
    expect(within(form).queryByRole('button', { name: 'Clear search text' })).toBeNull();
  });

  it('pre-fills ?search= and searches 250 miles around', async () => {
    const { last } = setup({}, '/b2c/clocaldeals?search=Pizza%20Barn');
    const form = await searchForm();
    await dealCards();
    expect(last().body.payload).toMatchObject({ criteria: 'Pizza Barn', radius: LOCAL_DEALS.searchLinkRadius });
    expect((within(form).getByLabelText('Search deals') as HTMLInputElement).value).toBe('Pizza Barn');
    expect((within(form).getByLabelText('Distance') as HTMLSelectElement).value).toBe('250');
  });

  it("lands from the shell's search box with the text at 250 miles", async () => {
    const { last } = setup({}, '/b2c/chome');
    const box = await screen.findByRole('textbox', { name: 'Search local deals' });
    fireEvent.change(box, { target: { value: 'coffee' } });
    fireEvent.submit(box.closest('form')!);
    await dealCards();
    expect(screen.getByTestId('location').textContent).toBe('/b2c/clocaldeals?search=coffee');
    expect(last().body.payload).toMatchObject({ criteria: 'coffee', radius: 250, page: 1 });
  });

  it('searches a category with b2c/listdealsbycategory, then a subcategory, then all again', async () => {
    const { last } = setup({
      'b2c/listdealsbycategory': (body: any) => answer(body, { deals: [deal(1, { businessName: 'Category deal 1' })] }),
    });
    await dealCards();
    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(sidebar).queryByRole('button', { name: 'Pizza' })).toBeNull();
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Food & Dining' }));
    await waitFor(() => expect(last().path).toBe('b2c/listdealsbycategory'));
    expect(last().body.payload).toEqual({
      category: 'Food & Dining',
      subCategory: null,
      criteria: '',
      zipcode: null,
      radius: 50,
      page: 1,
      sort: 'distance-asc',
    });
    expect(within(sidebar).getByRole('button', { name: 'Food & Dining' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Pizza' }));
    await waitFor(() => expect(last().body.payload.subCategory).toBe('Pizza'));
    expect(last().path).toBe('b2c/listdealsbycategory');

    await screen.findByText('Category deal 1');

    // Back to every category: the first answer again (from the cache, the same search).
    fireEvent.click(within(sidebar).getByRole('button', { name: 'All categories' }));
    await screen.findByText('Business 1');
    expect(within(sidebar).getByRole('button', { name: 'All categories' }).getAttribute('aria-current')).toBe('true');
    expect(within(sidebar).queryByRole('button', { name: 'Pizza' })).toBeNull();
  });

  it('sorts on the server: a new sort asks for page 1 in that order', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const { last } = setup({ 'b2c/listdeals': (body: any) => answer(body, { pages: 4, total: 100 }) });
    await dealCards();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last().body.payload.page).toBe(2));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'value-desc' } });
    await waitFor(() => expect(last().body.payload).toMatchObject({ sort: 'value-desc', page: 1 }));
  });

  it('pages forward and back, never past either end, and scrolls to the top each time', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { last } = setup({ 'b2c/listdeals': (body: any) => answer(body, { pages: 3, total: 75 }) });
    await dealCards();
    const prev = () => screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(prev().disabled).toBe(true);

    fireEvent.click(next());
    await waitFor(() => expect(last().body.payload.page).toBe(2));
    await screen.findByText('Showing 31 to 32 of 75 deals within 50 miles of 66044');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(last().body.payload.page).toBe(3));
    await waitFor(() => expect(next().disabled).toBe(true));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(prev());
    await screen.findByText('Showing 31 to 32 of 75 deals within 50 miles of 66044');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(scrollTo).toHaveBeenCalledTimes(3);

    expect([clampPage(0, 3), clampPage(-2, 3), clampPage(9, 3), clampPage(2, 0), clampPage(2, 3)]).toEqual([
      1, 1, 3, 1, 2,
    ]);
  });
});

describe('local deals list', () => {
  const deals = [
    deal(1, { businessName: 'Prairie Pizza', dollarValue: 12, DISTANCE: 2.346, address: '12 Main Street' }),
    deal(2, { businessName: 'Quiet Cafe', dollarValue: 7.5, DISTANCE: 3, hideAddress: 1, address: '99 Hidden Lane' }),
    deal(3, { businessName: 'Near Garage', dollarValue: 1234.5, DISTANCE: 0.5 }),
    // A location at the searched ZIP's centre: its point is that ZIP's centre, not its street.
    deal(4, { businessName: 'Home Hardware', DISTANCE: 0, zipcode: '66044' }),
  ];

  it('shows each deal: name, value, description, dollars with 2 decimals, distance with 0 to 2, and the street unless hidden', async () => {
    setup({ 'b2c/listdeals': (body: any) => answer(body, { deals }) });
    const [pizza, cafe, garage, hardware] = (await dealCards()) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const p = within(pizza);
    expect(p.getByRole('heading', { level: 3 }).textContent).toBe('Prairie Pizza');
    expect(p.getByText('10% off')).toBeTruthy();
    expect(p.getByText('Deal number 1')).toBeTruthy();
    expect(p.getByTestId('deal-dollars').textContent).toBe('$12.00 value');
    expect(p.getByTestId('deal-distance').textContent).toBe('2.35 miles away');
    expect(p.getByTestId('deal-address').textContent).toBe('12 Main Street, Lawrence, KS 66044');

    expect(within(cafe).getByTestId('deal-dollars').textContent).toBe('$7.50 value');
    expect(within(cafe).getByTestId('deal-distance').textContent).toBe('3 miles away');
    expect(within(cafe).getByTestId('deal-address').textContent).toBe('Lawrence, KS 66044');
    expect(cafe.textContent).not.toContain('99 Hidden Lane');

    expect(within(garage).getByTestId('deal-dollars').textContent).toBe('$1,234.50 value');
    expect(within(garage).getByTestId('deal-distance').textContent).toBe('0.5 miles away');
    // Never "0 miles away": the location is in the ZIP, and the list says how distances are measured.
    expect(within(hardware).getByTestId('deal-distance').textContent).toBe('in ZIP 66044');
    expect(screen.getByTestId('distance-note').textContent).toBe(DEALS_MESSAGES.distanceNote);
  });

  it('switches between list and grid, logos keeping an explicit size', async () => {
    setup({ 'b2c/listdeals': (body: any) => answer(body, { deals }) });
    await dealCards();
    const list = screen.getByRole('button', { name: 'List' });
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('deals-list')).toBeTruthy();
    const logo = screen.getAllByTestId('deal-logo')[0]!;
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual([
      '120',
      '90',
      'Prairie Pizza logo',
    ]);

    fireEvent.click(grid);
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('deals-grid')).toBeTruthy();
    expect(screen.queryByTestId('deals-list')).toBeNull();
    expect(screen.getAllByTestId('deal-logo')[0]!.getAttribute('width')).toBe('160');
  });

  it("loads the first screen's logos at once and the rest lazily, all sized up front", async () => {
    const many = Array.from({ length: 8 }, (_, i) => deal(i + 1));
    setup({ 'b2c/listdeals': (body: any) => answer(body, { deals: many }) });
    await waitFor(() => expect(screen.getAllByTestId('deal-logo')).toHaveLength(8));
    const logos = screen.getAllByTestId('deal-logo');
    expect(logos.map((l) => l.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    for (const logo of logos)
      expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('decoding')]).toEqual([
        '120',
        '90',
        'async',
      ]);
  });

  it('shows the spinner text while searching', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({ 'b2c/localdealscategories': CATEGORIES, 'b2c/listdeals': (body: any) => answer(body) });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('listdeals')) await gate;
      return api.fetchStub(url, init);
    });
    renderApp({ home: homeFixture, route: '/b2c/clocaldeals' });
    expect((await screen.findByTestId('deals-loading')).textContent).toBe(DEALS_MESSAGES.dealsSearching);
    release();
    await dealCards();
    expect(screen.queryByTestId('deals-loading')).toBeNull();
  });

  it("says the spec's no-deals message when nothing is found", async () => {
    setup({ 'b2c/listdeals': (body: any) => answer(body, { deals: [], total: 0, pages: 0 }) });
    expect((await screen.findByTestId('no-deals')).textContent).toBe(DEALS_MESSAGES.noDeals);
    expect(screen.queryByRole('navigation', { name: 'Deal pages' })).toBeNull();
  });

  it("shows the server's message for an unknown ZIP in the spec's error panel", async () => {
    const unknown = 'We could not find ZIP code 00000. Please check it and try again.';
    setup({ 'b2c/listdeals': fail(400, unknown) });
    expect((await screen.findByTestId('deals-error')).textContent).toBe(`${DEALS_MESSAGES.dealsError}${unknown}`);
  });

  // A network error used to stop the spinner and leave a blank Deals area.
  it('says the search could not reach the server, keeps the ZIP, and retries the same search', async () => {
    let offline = false;
    const { searches, last } = setup({
      'b2c/listdeals': (body: any) => (offline ? new TypeError('Failed to fetch') : answer(body)),
    });
    const form = await searchForm();
    await dealCards();
    offline = true;
    typeInto(form, 'ZIP code', '37064');
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    // Two retries (query-client.ts), then the panel.
    const panel = await screen.findByTestId('deals-network-error', {}, { timeout: 8000 });
    expect(within(panel).getByRole('alert').textContent).toContain(COMMON_MESSAGES.serverConnection);
    expect(searches()).toHaveLength(4);
    expect((within(form).getByLabelText('ZIP code') as HTMLInputElement).value).toBe('37064');

    offline = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await dealCards()).toHaveLength(2);
    expect(searches()).toHaveLength(5);
    expect(last().body.payload).toMatchObject({ zipcode: '37064', page: 1 });
    expect(screen.queryByTestId('deals-network-error')).toBeNull();
    expect((within(form).getByLabelText('ZIP code') as HTMLInputElement).value).toBe('37064');
  }, 15_000);

  // The review's screenshot: the very first search failing left the ZIP box empty as well.
  it('fills the ZIP box with the default ZIP when the first search cannot reach the server', async () => {
    setup({ 'b2c/listdeals': () => new TypeError('Failed to fetch') });
    const form = await searchForm();
    await screen.findByTestId('deals-network-error', {}, { timeout: 8000 });
    await waitFor(() => expect((within(form).getByLabelText('ZIP code') as HTMLInputElement).value).toBe('66044'));
  }, 15_000);

  it("pops the spec's connection error when the categories cannot load", async () => {
    setup({ 'b2c/localdealscategories': fail(500, 'boom') });
    expect(await screen.findByText(COMMON_MESSAGES.serverConnection, {}, { timeout: 8000 })).toBeTruthy();
    // The search works without them.
    await dealCards();
  }, 15_000);
});

describe('visitors and members', () => {
  it('asks a visitor to log in when a deal is clicked, and offers no favorites', async () => {
    setup();
    const [first] = await dealCards();
    expect(screen.queryByRole('button', { name: 'My Favorites Deals' })).toBeNull();
    fireEvent.click(within(first!).getByRole('button', { name: 'Business 1' }));
    expect(await screen.findByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.pleaseLogin)).toBeTruthy();
  });

  it('shows a member My Favorites Deals, and a click opens the deal instead of the login notice', async () => {
    signIn();
    // (The deal modal itself: local-deals-redeem.test.tsx.)
    const { last, api } = setup({ 'b2c/opendeal': fail(404, DEALS_MESSAGES.dealUnavailable) });
    const [first] = await dealCards();
    expect(last().body.credentials).toBe('m-1');
    const favorites = screen.getByRole('button', { name: 'My Favorites Deals' }) as HTMLButtonElement;
    expect(favorites.disabled).toBe(false);
    const show = vi.spyOn(notifications, 'show');
    fireEvent.click(within(first!).getByRole('button', { name: 'Business 1' }));
    await waitFor(() => expect(api.paths()).toContain('b2c/opendeal'));
    expect(show).not.toHaveBeenCalled();
  });

  it('keeps the fixed Offer A Discount link to /b2c/newbp', async () => {
    setup();
    expect((await screen.findByRole('link', { name: 'Offer A Discount' })).getAttribute('href')).toBe('/b2c/newbp');
  });
});

describe('on a phone', () => {
  it('folds the categories and sort into a drawer that closes on a choice', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
    const { last } = setup();
    await dealCards();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Categories and sort' }));
    const drawer = await screen.findByRole('dialog', { name: 'Categories and sort' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Automotive' }));
    await waitFor(() => expect(last().body.payload).toMatchObject({ category: 'Automotive' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Categories and sort' })).toBeNull());
  });
});
