import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARK_NAMES, PARTNERS } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, ok, renderApp, signedIn, stubApi } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Travel, tickets, parks and the marketplace pages:
// login gates with 'Please Login', the partner link built from a fresh b2c/getid id plus the login
// flag behind 'Please read', the parks' browse link only for a member.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('login gates', () => {
  it.each(['/b2c/ctravel', '/b2c/ctickets', '/b2c/cnewmarketplace', '/b2c/cmarketplace/clenses'])(
    '%s sends a visitor home with Please Login',
    async (route) => {
      vi.stubGlobal('fetch', stubApi({}).fetchStub);
      renderApp({ route, home: homeFixture });
      await vi.waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
      expect(await screen.findByText(COMMON_MESSAGES.pleaseLogin)).toBeTruthy();
    },
    20_000,
  );
});

describe('partner links', () => {
  it('opens the travel partner with a fresh id and the login flag, after Please read', async () => {
    signedIn();
    const api = stubApi({ 'b2c/getid': (_body, call) => ok({ success: true, id: `token-${call}` }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp({ route: '/b2c/ctravel', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Search travel deals' }));
    const dialog = await screen.findByTestId('please-read');
    expect(api.calls[0]).toMatchObject({ path: 'b2c/getid', body: { credentials: 'm-1', partner: 'travel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Popup blocker disabled' }));
    expect(open).toHaveBeenCalledWith(`${PARTNERS.travel.url}?id=token-0&login=1`, '_blank', 'noopener,noreferrer');
  }, 20_000);

  it('lists the seven parks, with the browse link only for a member', async () => {
    const api = stubApi({ 'b2c/getid': ok({ success: true, id: 'park-token' }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const { unmount } = renderApp({ route: '/b2c/cparks', home: homeFixture });
    expect((await screen.findAllByTestId('park')).map((p) => p.textContent)).toEqual([...PARK_NAMES]);
    expect(screen.queryByRole('button', { name: 'Browse park tickets' })).toBeNull();
    unmount();

    signedIn();
    renderApp({ route: '/b2c/cparks', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Browse park tickets' }));
    await screen.findByTestId('please-read');
    expect(api.calls[0]).toMatchObject({ path: 'b2c/getid', body: { partner: 'parks' } });
  }, 20_000);
});

describe('marketplace', () => {
  it('lists the marketplace pages and opens their outbound links after Please read', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp({ route: '/b2c/cnewmarketplace', home: homeFixture });
    const items = await screen.findAllByTestId('marketplace-item');
    expect(items.map((a) => a.getAttribute('href'))).toEqual([
      '/b2c/cmarketplace/clenses',
      '/b2c/cmarketplace/cpets',
      '/b2c/cmarketplace/cmarketinsurance',
    ]);
    expect(screen.getByRole('heading', { name: 'Family Protection Pack' })).toBeTruthy();
    fireEvent.click(items[0]!);
    await screen.findByRole('heading', { name: 'Contact Lenses', level: 1 });
    expect(screen.getByText(/Save 10% to 40% on contact lenses/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Questions and answers' }));
    fireEvent.click(
      within(await screen.findByTestId('please-read')).getByRole('button', { name: 'Popup blocker disabled' }),
    );
    expect(open).toHaveBeenCalledWith('https://lenses.example/faq', '_blank', 'noopener,noreferrer');
  }, 20_000);

  it('answers an unknown marketplace page with Page not found', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/b2c/cmarketplace/boats', home: homeFixture });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
