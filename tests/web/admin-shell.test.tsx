import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardFixture } from './fixtures/admin-stats';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, ok, renderApp, signedIn, stubApi } from './render';
import { fakeMatchMedia } from './match-media';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The admin shell: staff get the spec's menu and Back; the Dashboard shows the
// review queue's length; Business Partners is the queue; everyone else is sent home.

const queue = ok({
  success: true,
  businesses: [
    {
      bpId: 'bp-1',
      businessName: 'Corner Bakery',
      city: 'Lawrence',
      state: 'KS',
      submittedAt: '2026-11-25T10:00:00.000Z',
      offers: 2,
      locations: 1,
    },
  ],
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the admin shell', () => {
  it('on a phone folds the menu behind an Admin menu toggle naming the section; a followed link folds it again', async () => {
    // Below 48em (Mantine's sm), as a 390 px phone reports.
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => /max-width/.test(query)),
    );
    signedIn('admin');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/listbusinesssubmissions': queue, 'admin/dashboard': ok(dashboardFixture) }).fetchStub,
    );
    renderApp({ route: '/admin', home: homeFixture });
    // The admin chunks' first load is slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /^Admin menu/ });
    expect(toggle.textContent).toBe('Admin menuDashboard');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Folded: the menu's links are not on the screen (nor read out) until asked for.
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/reports'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Admin menu/ }).getAttribute('aria-expanded')).toBe('false'),
    );
    expect(screen.getByRole('button', { name: /^Admin menu/ }).textContent).toBe('Admin menuReports');
  });

  it('on a wide screen shows the menu beside the section, with no toggle', async () => {
    signedIn('admin');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/listbusinesssubmissions': queue, 'admin/dashboard': ok(dashboardFixture) }).fetchStub,
    );
    renderApp({ route: '/admin', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Admin menu/ })).toBeNull();
  });

  it.each(['backoffice', 'admin'] as const)(
    'gives %s staff the menu, the Dashboard figure and the review queue',
    async (role) => {
      signedIn(role);
      vi.stubGlobal(
        'fetch',
        stubApi({ 'admin/listbusinesssubmissions': queue, 'admin/dashboard': ok(dashboardFixture) }).fetchStub,
      );
      renderApp({ route: '/admin', home: homeFixture });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      expect(currentLocation()).toBe('/admin/ahome');
      const nav = screen.getByRole('navigation', { name: 'Admin' });
      expect([...nav.querySelectorAll('a, button')].map((e) => e.textContent?.replace('Soon', '').trim())).toEqual([
        'Dashboard',
        'Members',
        'Reports',
        'Platform Setup',
        'Business Partners',
        'Virtual Assistance',
        ...(role === 'admin' ? ['Activity'] : []),
        'Back',
      ]);
      // Every section can be opened.
      for (const item of nav.querySelectorAll('a, button')) {
        expect(item.tagName, item.textContent ?? '').toBe('A');
        expect(item.hasAttribute('data-disabled'), item.textContent ?? '').toBe(false);
      }
      expect(within(nav).getByRole('link', { name: 'Platform Setup' }).getAttribute('href')).toBe('/admin/setup');
      expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/b2c/chome');
      // Who is signed in, in the menu's column (under the section it moved as lists arrived).
      expect(
        within(nav).getByText(
          role === 'admin'
            ? "Signed in as your cooperative's administrator."
            : 'Signed in as back office staff (read only).',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(within(screen.getByTestId('waiting-businesses')).getByText('1')).toBeTruthy());

      fireEvent.click(within(nav).getByRole('link', { name: 'Business Partners' }));
      expect(await screen.findByRole('heading', { name: 'Businesses waiting for approval' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Review Corner Bakery' })).toBeTruthy();
    },
  );

  it('sends the review queue’s first address to Business Partners', async () => {
    signedIn('backoffice');
    vi.stubGlobal('fetch', stubApi({ 'admin/listbusinesssubmissions': queue }).fetchStub);
    renderApp({ route: '/admin/business-review', home: homeFixture });
    await waitFor(() => expect(currentLocation()).toBe('/admin/business-partners'));
  });

  it('sends a member home with the staff-only warning, and a visitor with Please Login', async () => {
    signedIn('member');
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchStub);
    const { unmount } = renderApp({ route: '/admin/business-partners', home: homeFixture });
    expect(await screen.findByText(COMMON_MESSAGES.staffOnly)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(api.paths()).not.toContain('admin/listbusinesssubmissions');
    unmount();

    window.sessionStorage.clear();
    renderApp({ route: '/admin/ahome', home: homeFixture });
    expect(await screen.findByText(COMMON_MESSAGES.pleaseLogin)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
  });
});
