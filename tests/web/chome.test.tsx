import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FREE_ADD_PRODUCT } from '#shared/constants.js';
import { homeFixture, homeWith } from './fixtures/home-data';
import { renderApp } from './render';

const slide = (title: string) =>
  screen.getAllByTestId('banner-slide').find((s) => within(s).queryByRole('heading', { name: title }))!;

describe('chome', () => {
  it('shows one banner slide per slide with its texts', async () => {
    renderApp({ home: homeFixture });
    await screen.findAllByTestId('banner-slide');
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    const first = slide('Visit our co-op');
    expect(within(first).getByText('Prairie Sky members save')).toBeTruthy();
    expect(within(first).getByText('Outside link slide.')).toBeTruthy();
    expect(first.querySelector('img[src$="323-1.svg"]')).not.toBeNull();
  });

  it("fetches the first slide's picture first, with its size reserved, and the others lazily", async () => {
    renderApp({ home: homeFixture });
    await screen.findAllByTestId('banner-slide');
    const [first, ...rest] = screen.getAllByTestId('banner-image');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('width')).toBe('1600');
    expect(first!.getAttribute('height')).toBe('750');
    for (const image of rest) expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('opens an outside custom button in a new tab and keeps an in-app one in the app', async () => {
    renderApp({ home: homeFixture });
    await screen.findAllByTestId('banner-slide');
    // The slide's title follows the button's text for screen readers (jsdom puts a space before the colon).
    const outside = within(slide('Visit our co-op')).getByRole('link', { name: /^Our website ?: Visit our co-op$/ });
    expect(outside.getAttribute('href')).toBe('https://prairiesky.example');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toContain('noopener');

    const inApp = within(slide('Local deals near you')).getByRole('link', {
      name: /^Find local deals ?: Local deals near you$/,
    });
    expect(inApp.getAttribute('href')).toBe('/b2c/clocaldeals');
    expect(inApp.getAttribute('target')).toBeNull();

    // showCustom 0 hides the button even though one is configured.
    expect(within(slide('Up to 70% off hotels')).queryByRole('link', { name: 'Hidden button' })).toBeNull();
  });

  it('shows the app store buttons only on slides that ask for them, and only for stores that are set', async () => {
    renderApp({ home: homeFixture });
    await screen.findAllByTestId('banner-slide');
    expect(
      within(slide('Visit our co-op')).getByRole('link', { name: 'Download on the App Store' }).getAttribute('href'),
    ).toBe(homeFixture.coopData.iosAppUrl);
    expect(within(slide('Visit our co-op')).queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    expect(within(slide('Local deals near you')).queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
  });

  it('shows a square only for groups with showSquare 1, linked to the group page', async () => {
    renderApp({ home: homeFixture });
    const squares = await screen.findAllByTestId('group-square');
    expect(squares.map((s) => s.textContent)).toEqual(['Health & Wellness', 'Marketplace', 'Local Deals']);
    expect(squares.map((s) => s.getAttribute('href'))).toEqual([
      '/b2c/chealthysavings',
      '/b2c/cnewmarketplace',
      '/b2c/clocaldeals',
    ]);
  });

  it('links national deals to their details and insurance items to their quote form', async () => {
    renderApp({ home: homeFixture });
    const national = await screen.findByTestId('national-deals-carousel');
    const deal = within(national).getByRole('link', { name: /Northwind Outfitters/ });
    expect(deal.getAttribute('href')).toBe('/b2c/cnationaldeals?dealId=ND-1001');
    expect(within(national).getByRole('img', { name: 'Northwind Outfitters logo' })).toBeTruthy();

    const insurance = await screen.findByTestId('insurance-carousel');
    const hrefs = within(insurance)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/b2c/cinsuranceform/Freeadd', '/b2c/cinsuranceform/Life']);
    expect(within(insurance).getByText('Term Life Insurance')).toBeTruthy();
    expect(within(insurance).getByRole('link', { name: 'Get a quote: Term Life Insurance' })).toBeTruthy();
  });

  it('offers the no-cost AD&D policy only when Freeadd is among the insurance products', async () => {
    const { unmount } = renderApp({ home: homeFixture });
    const block = await screen.findByTestId('free-add');
    expect(block.textContent).toContain('$5,000');
    expect(within(block).getByRole('link').getAttribute('href')).toBe(`/b2c/cinsuranceform/${FREE_ADD_PRODUCT}`);
    unmount();

    renderApp({
      home: homeWith((d) => {
        d.insurance.products = d.insurance.products.filter((p) => p.productIdentifier !== FREE_ADD_PRODUCT);
      }),
    });
    await screen.findByTestId('insurance-carousel');
    expect(screen.queryByTestId('free-add')).toBeNull();
  });

  it('shows the offers and carousels only for groups the co-op offers', async () => {
    const { unmount } = renderApp({ home: homeFixture });
    // The sections under the banner render just after the first paint.
    expect(await screen.findByRole('heading', { name: 'Healthy Savings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See health savings' }).getAttribute('href')).toBe('/b2c/chealthysavings');
    expect(screen.getByRole('heading', { name: 'Health & Beauty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse local deals' }).getAttribute('href')).toBe('/b2c/clocaldeals');
    unmount();

    renderApp({
      home: homeWith((d) => {
        d.features = d.features.filter((g) => !['health', 'nationaldeals', 'insurance'].includes(g.groupIdentifier));
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Health & Beauty' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Healthy Savings' })).toBeNull();
    expect(screen.queryByTestId('national-deals-carousel')).toBeNull();
    expect(screen.queryByTestId('insurance-carousel')).toBeNull();
  });
});
