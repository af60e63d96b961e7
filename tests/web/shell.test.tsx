import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_LINE, LIMITS, RELEASE_LABEL } from '#shared/constants.js';
import { visibleNavGroups } from '#web/app/layout/nav-groups.js';
import { homeFixture } from './fixtures/home-data';
import { renderApp, stubFetch } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

const navNames = () => screen.getAllByTestId('nav-group').map((link) => link.textContent);

describe('main nav', () => {
  it('lists only onLogged 0 groups for a visitor, and every group once logged in', () => {
    expect(visibleNavGroups(homeFixture.features, false).map((g) => g.groupIdentifier)).toEqual([
      'health',
      'localdeals',
      'nationaldeals',
      'insurance',
    ]);
    expect(visibleNavGroups(homeFixture.features, true).map((g) => g.groupIdentifier)).toEqual([
      'health',
      'marketplace',
      'localdeals',
      'nationaldeals',
      'insurance',
    ]);
  });

  it('shows a visitor the public groups, linked to /b2c/<route>, then All Deals', async () => {
    renderApp({ home: homeFixture });
    await screen.findByTestId('top-bar');
    expect(navNames()).toEqual(['Health & Wellness', 'Local Deals', 'National Deals', 'Insurance']);
    const health = screen.getAllByTestId('nav-group')[0]!;
    expect(health.getAttribute('href')).toBe('/b2c/chealthysavings');
    expect(screen.getByTestId('nav-all-deals').getAttribute('href')).toBe('/b2c/alldeals');
  });

  it('adds the members-only group when a credential is in the session', async () => {
    window.sessionStorage.setItem('credentials', 'member');
    renderApp({ home: homeFixture });
    await screen.findByTestId('top-bar');
    expect(navNames()).toContain('Marketplace');
    // Create Account and Login are for visitors only; members get My Account.
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'My Account' })).toBeTruthy();
  });
});

describe('shell', () => {
  it('shows the top bar links, the co-op logo and the visitor buttons', async () => {
    renderApp({ home: homeFixture });
    const topBar = await screen.findByTestId('top-bar');
    const links = within(topBar)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/b2c/chome'],
      ['About', '/b2c/caboutus'],
      ['Mobile App', '/b2c/cmobile'],
    ]);
    const logo = screen.getByTestId('coop-logo');
    expect(logo.getAttribute('src')).toBe('/static/logos/323.svg');
    expect(logo.getAttribute('alt')).toBe('Prairie Sky Electric logo');
    // Both open modals (login and sign-up), so they are buttons, not links.
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
  });

  it('puts the co-op colours into the page as CSS variables', async () => {
    renderApp({ home: homeFixture });
    await screen.findByTestId('top-bar');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('--coop-top-bar: #1b4332');
    expect(css).toContain('--coop-second: #e76f51');
  });

  it('footer shows the co-op contact, app and legal links, credit, release and the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    renderApp({ home: homeFixture });
    const footer = (await screen.findByRole('contentinfo')) as HTMLElement;
    const f = within(footer);
    expect(f.getByText('© 2031 Prairie Sky Electric')).toBeTruthy();
    expect(f.getByText(homeFixture.coopData.description)).toBeTruthy();
    expect(f.getByText('1200 Sunflower Road, Lawrence, KS 66044')).toBeTruthy();
    expect(f.getByRole('link', { name: '(785) 555-0143' }).getAttribute('href')).toBe('tel:7855550143');
    expect(f.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/b2c/ccontact');
    expect(f.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/b2c/cprivacy');
    expect(f.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/b2c/cterms');
    expect(f.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      homeFixture.coopData.iosAppUrl,
    );
    // androidAppUrl is the string 'null', which the spec treats as absent.
    expect(f.queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
    expect(f.getByText(`${CREDIT_LINE} · ${RELEASE_LABEL}`)).toBeTruthy();
  });

  it('refuses an empty search with the spec message and sends text to local deals', async () => {
    renderApp({ home: homeFixture });
    // A stand-in until the box is used; the first focus brings the real form, which keeps the focus
    // and what was typed meanwhile.
    const stand = await screen.findByRole('textbox', { name: 'Search local deals' });
    expect(screen.getByRole('search', { name: 'Site search' }).getAttribute('data-ready')).toBe('false');
    stand.focus();
    fireEvent.change(stand, { target: { value: 'typed early' } });
    await waitFor(() =>
      expect(screen.getByRole('search', { name: 'Site search' }).getAttribute('data-ready')).toBe('true'),
    );
    const box = screen.getByRole('textbox', { name: 'Search local deals' }) as HTMLInputElement;
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('typed early');
    expect(box.getAttribute('maxlength')).toBe(String(LIMITS.shellSearch));

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText(DEALS_MESSAGES.enterSearch)).toBeTruthy();
    expect(screen.getByText(DEALS_MESSAGES.enterSearchTitle)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/b2c/chome');

    fireEvent.change(box, { target: { value: 'pizza' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/b2c/clocaldeals?search=pizza'));
  });

  it('sends the empty path to /b2c/chome and unknown paths to a not-found page inside the shell', async () => {
    renderApp({ home: homeFixture, route: '/' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/b2c/chome'));
  });

  it('shows a not-found page for an unregistered address', async () => {
    renderApp({ home: homeFixture, route: '/b2c/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByTestId('top-bar')).toBeTruthy();
  });
});

describe('loading the home data', () => {
  it('shows the preloader, asks for the co-op of this host and key, and saves the answer', async () => {
    window.sessionStorage.setItem('key', '417');
    const { fetchStub, calls } = stubFetch({ status: 200, body: homeFixture });
    vi.stubGlobal('fetch', fetchStub);
    renderApp();
    expect(screen.getByTestId('preloader')).toBeTruthy();
    await screen.findByTestId('top-bar');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/outside/gethomedata');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(calls[0]!.body).toEqual({ credentials: null, url: window.location.host, key: '417' });
    expect(window.sessionStorage.getItem('key')).toBe('323');
    expect(JSON.parse(window.sessionStorage.getItem('homeData')!).coopData.displayName).toBe('Prairie Sky Electric');
  });

  it('shows the server message with a retry button when the call fails, and recovers on retry', async () => {
    const { fetchStub, calls } = stubFetch(
      { status: 404, body: { success: false, message: COMMON_MESSAGES.coopNotFound } },
      { status: 200, body: homeFixture },
    );
    vi.stubGlobal('fetch', fetchStub);
    renderApp();
    expect(await screen.findByText(COMMON_MESSAGES.coopNotFound)).toBeTruthy();
    expect(screen.queryByTestId('top-bar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('top-bar');
    expect(calls).toHaveLength(2);
  });
});
