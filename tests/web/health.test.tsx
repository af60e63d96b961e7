import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, ok, renderApp, signedIn, stubApi } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The health hub and pages: Print Card only for a member, a Back link and
// the discount-plan disclosure on every page, a visitor sent home with 'Please Login', and pharmacy's price link
// carrying the id from b2c/newbenefitsid behind 'Please read'.

const deals = ok({ success: true, deals: [] });

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Healthy Savings hub', () => {
  it('offers Print Card only to a member, and links every health page', async () => {
    vi.stubGlobal('fetch', stubApi({ 'b2c/availabledeals': deals }).fetchStub);
    const { unmount } = renderApp({ route: '/b2c/chealthysavings', home: homeFixture });
    await screen.findByRole('heading', { name: 'Healthy Savings', level: 1 });
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Print Card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Locate Provider' }).getAttribute('href')).toBe(
      '/b2c/chealth/locateproviders',
    );
    expect(screen.getAllByTestId('health-topic').map((a) => a.getAttribute('href'))).toEqual(
      HEALTH.topics.map((t) => `/b2c/chealth/${t}`),
    );
    expect(screen.getByTestId('health-disclosure').textContent).toMatch(/This is not insurance/);
    unmount();

    signedIn();
    renderApp({ route: '/b2c/chealthysavings', home: homeFixture });
    await screen.findByRole('heading', { name: 'Healthy Savings', level: 1 });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Print Card' }).getAttribute('href')).toBe(
      '/b2c/ccard',
    );
  }, 20_000);
});

describe('health pages', () => {
  // A visitor is told why, as at every other gate (the health pages once sent them home without a word).
  it.each(['/b2c/chealth/dental', '/b2c/chealth/pharmacy', '/b2c/chealth/locateproviders'])(
    '%s sends a visitor home with Please Login',
    async (route) => {
      vi.stubGlobal('fetch', stubApi({}).fetchStub);
      renderApp({ route, home: homeFixture });
      // The page's chunk loads first: on a busy machine that alone can take more than a second.
      await vi.waitFor(() => expect(currentLocation()).toBe('/b2c/chome'), { timeout: 5000 });
      expect(await screen.findByText(COMMON_MESSAGES.pleaseLogin)).toBeTruthy();
      expect(screen.getByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    },
    20_000,
  );

  it("shows a member the page's claims, its limits, the disclosure and a Back link", async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/b2c/chealth/lab', home: homeFixture });
    await screen.findByRole('heading', { name: 'Lab testing', level: 1 });
    expect(screen.getByText(/Save 10% to 80% on lab tests at more than 1,500 labs/)).toBeTruthy();
    expect(screen.getByText(/not available in Maryland, New Jersey, New York or Rhode Island/)).toBeTruthy();
    const disclosure = screen.getByTestId('health-disclosure').textContent!;
    expect(disclosure).toMatch(/This is not insurance/);
    expect(disclosure).toMatch(/discount medical plan organization/);
    expect(disclosure).toMatch(/30 days/);
    expect(disclosure).toContain(homeFixture.coopData.displayName);
    fireEvent.click(screen.getByRole('link', { name: /Back to Healthy Savings/ }));
    await vi.waitFor(() => expect(currentLocation()).toBe('/b2c/chealthysavings'));
  });

  it('opens the pharmacy price link with the id from b2c/newbenefitsid after Please read', async () => {
    signedIn();
    const api = stubApi({ 'b2c/newbenefitsid': ok({ success: true, nbid: 'MSV323' }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp({ route: '/b2c/chealth/pharmacy', home: homeFixture });
    const button = await screen.findByRole('button', { name: 'Check prescription prices' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(api.calls[0]).toMatchObject({ path: 'b2c/newbenefitsid', body: { credentials: 'm-1' } });
    fireEvent.click(button);
    const dialog = await screen.findByTestId('please-read');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Popup blocker disabled' }));
    expect(open).toHaveBeenCalledWith(`${HEALTH.rxPricingUrl}?groupId=MSV323`, '_blank', 'noopener,noreferrer');
  });

  it('answers an unknown health page with Page not found', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/b2c/chealth/astrology', home: homeFixture });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
