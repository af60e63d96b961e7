import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fill } from '#shared/constants.js';
import { NEAR_ME_MESSAGES } from '#shared/schemas/deals-messages.js';
import { loadDealSearchForm } from '#web/features/local-deals/deal-search-bar.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, stubApi } from './render';

// "Use my location" on /b2c/clocaldeals with the browser's geolocation stubbed: the position is
// asked for only on a tap; a refusal, a coarse fix or a point the server refuses becomes the ZIP
// search with a note; a good fix is searched around, rounded, and never reaches the address bar.

const deal = (n: number) => ({
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
  DISTANCE: n,
});

const answer = (body: any) =>
  ok({
    success: true,
    deals: [deal(1), deal(2)],
    zip: body.payload.point ? null : (body.payload.zipcode ?? '66044'),
    radius: body.payload.radius,
    page: 1,
    pages: 1,
    total: 2,
    sort: body.payload.sort,
    ...(body.payload.point ? { nearLocation: true } : {}),
  });

type Position = Parameters<PositionCallback>[0];
type Locate = (ok: PositionCallback, error: PositionErrorCallback, options: PositionOptions) => void;

function stubGeolocation(locate: Locate) {
  const getCurrentPosition = vi.fn(locate);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
const fix = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() }) as unknown as Position;
const refused = {
  code: 1,
  message: 'User denied Geolocation',
  PERMISSION_DENIED: 1,
  POSITION_UNAVAILABLE: 2,
  TIMEOUT: 3,
} as GeolocationPositionError;

function setup(listdeals: (body: any) => ReturnType<typeof answer> = answer) {
  const api = stubApi({
    'b2c/localdealscategories': ok({ success: true, data: [], zip: '66044' }),
    'b2c/listdeals': listdeals,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderApp({ home: homeFixture, route: '/b2c/clocaldeals' });
  const searches = () => api.calls.filter((c) => c.path === 'b2c/listdeals');
  return { searches, last: () => searches().at(-1)!.body.payload };
}

const useMyLocation = async () =>
  fireEvent.click(await screen.findByRole('button', { name: NEAR_ME_MESSAGES.useMyLocation }));
const note = () => screen.findByTestId('near-me-note');

// The page's chunk and the real form loaded once here, not inside the first test's waits.
beforeAll(async () => {
  await Promise.all([loadDealSearchForm(), import('#web/pages/clocaldeals-page.js')]);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Use my location', () => {
  it('asks for the position only when tapped, then searches around it rounded to 3 decimals, with no ZIP and nothing in the address', async () => {
    const locate = stubGeolocation((ok) => ok(fix(38.951_49, -95.253_49, 30)));
    const { searches, last } = setup();
    await screen.findAllByTestId('local-deal');
    expect(locate).not.toHaveBeenCalled();

    await useMyLocation();
    expect(locate).toHaveBeenCalledTimes(1);
    expect(locate.mock.calls[0]![2]).toMatchObject({ timeout: expect.any(Number), maximumAge: expect.any(Number) });
    await waitFor(() => expect(last().point).toEqual({ lat: 38.951, lng: -95.253 }));
    expect(last().zipcode).toBeNull();
    expect((await screen.findByTestId('deals-near-location')).textContent).toBe(NEAR_ME_MESSAGES.nearYourLocation);
    expect(window.location.href).not.toMatch(/38\.95|95\.25/);
    expect(screen.queryByTestId('near-me-note')).toBeNull();

    // Searching the ZIP box again leaves the location behind.
    const form = screen.getByRole('search', { name: 'Local deals search' });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)!.body.payload.point).toBeUndefined());
    await waitFor(() => expect(screen.queryByTestId('deals-near-location')).toBeNull());
  });

  it('falls back to the ZIP search with a clear note when the visitor refuses', async () => {
    stubGeolocation((_, error) => error(refused));
    const { searches, last } = setup();
    await screen.findAllByTestId('local-deal');
    const before = searches().length;
    await useMyLocation();
    expect((await note()).textContent).toBe(fill(NEAR_ME_MESSAGES.locationFallback, { zip: '66044' }));
    await waitFor(() => expect(searches().length).toBe(before + 1));
    expect(last().point).toBeUndefined();
    expect(screen.queryByTestId('deals-near-location')).toBeNull();
  });

  it('does not search from a fix coarser than 5 km', async () => {
    stubGeolocation((ok) => ok(fix(38.95, -95.25, 8_000)));
    const { searches } = setup();
    await screen.findAllByTestId('local-deal');
    await useMyLocation();
    expect((await note()).textContent).toBe(fill(NEAR_ME_MESSAGES.locationFallback, { zip: '66044' }));
    expect(searches().every((c) => c.body.payload.point === undefined)).toBe(true);
  });

  it("falls back to the ZIP with the server's reason when the point is outside the co-op's area", async () => {
    stubGeolocation((ok) => ok(fix(36.16, -86.78, 50)));
    const outside = fill(NEAR_ME_MESSAGES.locationOutside, { coop: 'Prairie Sky' });
    const { last } = setup((body) => (body.payload.point ? (fail(400, outside) as never) : answer(body)));
    await screen.findAllByTestId('local-deal');
    await useMyLocation();
    expect((await note()).textContent).toBe(`${outside} ${fill(NEAR_ME_MESSAGES.showingNear, { zip: '66044' })}`);
    expect(last().point).toEqual({ lat: 36.16, lng: -86.78 });
    // The ZIP search's deals again (the answer of a moment ago), not the error panel.
    expect(await screen.findAllByTestId('local-deal')).toHaveLength(2);
    expect(screen.queryByTestId('deals-error')).toBeNull();
    expect(screen.queryByTestId('deals-near-location')).toBeNull();
  });
});
