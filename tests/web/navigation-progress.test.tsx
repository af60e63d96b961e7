import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from '#web/app/navigation-progress.js';
import { PortalRouter } from '#web/app/portal-router.js';
import { AppProvider } from '#web/app/provider.js';
import { createQueryClient } from '#web/app/query-client.js';
import { AppRoutes } from '#web/app/router.js';
import { homeDataQueryKey } from '#web/lib/query-keys.js';
import { homeFixture } from './fixtures/home-data';
import { ok, signedIn, stubApi } from './render';

// On a slow line a menu click left the old page on screen for seconds with nothing
// to say a page was coming. A bar across the top now shows while the page's code or first data
// is on its way, and goes when the page is there.

// A promise the test settles when it chooses; the All Deals page's code chunk arrives only when the
// test opens its gate.
const { gate, allDealsChunk } = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  return { gate, allDealsChunk: gate() };
});
vi.mock('#web/pages/alldeals-page.js', async () => {
  await allDealsChunk.opened;
  return { default: () => <h1>All the deals</h1> };
});

const ABOUT = `About ${homeFixture.coopData.displayName}`;

/**
 * The app as main.tsx renders it, on the co-op's About page (light: the shell's first transform on
 * two busy cores is slow enough) with its home data loaded. Resolves once that page shows.
 */
async function renderPortal() {
  window.history.replaceState(null, '', '/b2c/caboutus');
  const queryClient = createQueryClient();
  queryClient.setQueryData(homeDataQueryKey, homeFixture);
  render(
    <AppProvider queryClient={queryClient} env="test">
      <PortalRouter>
        <NavigationProgress />
        <AppRoutes />
      </PortalRouter>
    </AppProvider>,
  );
  await screen.findByRole('heading', { name: ABOUT }, { timeout: 15_000 });
}

const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const progressBar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('navigation progress bar', () => {
  it("shows while a menu page's code is on its way, over the old page, and goes when the page is there", async () => {
    await renderPortal();
    fireEvent.click(menuLink('All Deals'));
    // Not at once: a quick load shows no bar at all.
    expect(progressBar()).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: ABOUT }), 'the old page stays meanwhile').toBeTruthy();

    allDealsChunk.open();
    expect(await screen.findByRole('heading', { name: 'All the deals' })).toBeTruthy();
    await waitFor(() => expect(progressBar()).toBeNull());
  });

  it("shows while a page's first data is on its way, and goes when it arrives", async () => {
    signedIn();
    const products = gate();
    const api = stubApi({ 'b2c/listinsurance': ok({ success: true, products: [] }) });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      await products.opened;
      return api.fetchStub(url, init);
    });
    await renderPortal();
    fireEvent.click(menuLink('Insurance'));
    expect(await screen.findByRole('heading', { name: 'Insurance', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();

    products.open();
    expect(await screen.findByText('No insurance products are offered right now.')).toBeTruthy();
    await waitFor(() => expect(progressBar()).toBeNull());
  });
});
