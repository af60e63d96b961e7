import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/roles.js';
import { homeData, type HomeData } from '#shared/schemas/home.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';
import { expectOnlyOnField } from './form-assertions';

// The business (b2b) shell: the co-op's contact data and only the social
// links it has set, the nav (Card only when logged in), the login panel, the management links by
// role, and the newsletter box's messages.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const loginAnswer = {
  success: true,
  message: ACCOUNT_MESSAGES.loggedIn,
  credentials: 'm-1',
  userKey: 'm-1',
  sessionKey: 's-1',
  firstName: 'Ann',
  role: 'member',
};
const withSocial = (links: Partial<HomeData['coopData']>): HomeData =>
  homeData.parse({ ...homeFixture, coopData: { ...homeFixture.coopData, ...links } });

async function openB2b(home: HomeData = homeFixture) {
  renderApp({ route: '/b2b', home });
  expect(await screen.findByRole('heading', { level: 1, name: 'Prairie Sky Electric for Business' })).toBeTruthy();
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
const quickLinks = () =>
  within(screen.getByRole('navigation', { name: 'Quick links' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the b2b shell', () => {
  it("shows a visitor the co-op's contact data, the nav without Card, the search and Account/Login, and the footer links", async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    await openB2b();
    const contact = screen.getByTestId('b2b-contact-bar');
    expect(within(contact).getByRole('link', { name: '(785) 555-0143' }).getAttribute('href')).toBe('tel:7855550143');
    expect(within(contact).getByRole('link', { name: 'members@prairiesky.example' }).getAttribute('href')).toBe(
      'mailto:members@prairiesky.example',
    );
    expect(within(contact).getByText('1200 Sunflower Road, Lawrence, KS 66044')).toBeTruthy();
    // The fixture's co-op has no social links: none shown, not even the list.
    expect(within(contact).queryByRole('list', { name: 'Social media' })).toBeNull();

    expect(navLabels()).toEqual([
      ['Home', '/b2c/chome'],
      ['Local Deals', '/b2c/clocaldeals'],
      ['National Deals', '/b2c/cnationaldeals'],
      ['Healthy Savings', '/b2c/chealthysavings'],
      ['Tickets', '/b2c/ctickets'],
      ['Travel', '/b2c/ctravel'],
      ['Insurance', '/b2c/cinsurance'],
    ]);
    expect(screen.getByRole('search', { name: 'Site search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account/Login' })).toBeTruthy();
    expect(quickLinks()).toEqual(['Mobile App', 'Contact Us', 'Privacy Policy', 'Terms of Use']);
    // Its own shell: none of the member shell's top bar.
    expect(screen.queryByTestId('top-bar')).toBeNull();
    expect(document.title).toBe('Prairie Sky Electric for Business');
  });

  it('shows only the social links that are set, as links to the web addresses', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    await openB2b(
      withSocial({
        facebook: 'https://facebook.com/prairiesky.example',
        youtube: 'https://youtube.com/@prairiesky.example',
        twitter: 'null',
        instagram: 'javascript:alert(1)',
        linkedin: '  ',
      }),
    );
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([
      ['Facebook', 'https://facebook.com/prairiesky.example', '_blank', 'noopener noreferrer'],
      ['YouTube', 'https://youtube.com/@prairiesky.example', '_blank', 'noopener noreferrer'],
    ]);
  });

  it.each<[string, Role | null, string[]]>([
    ['a visitor', null, []],
    ['a member', 'member', ['Business Management']],
    ['back office staff (read only)', 'backoffice', ['Business Management']],
    ["a co-op's admin", 'admin', ['Website Management', 'Business Management']],
    ['the network admin', 'network', ['Website Management', 'Business Management']],
  ])('gives %s the management links it may use', async (_who, role, expected) => {
    if (role) signedIn(role);
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    await openB2b();
    expect(quickLinks().slice(4)).toEqual(expected);
    if (expected.includes('Website Management'))
      expect(screen.getByRole('link', { name: 'Website Management' }).getAttribute('href')).toBe('/admin');
    if (expected.includes('Business Management'))
      expect(screen.getByRole('link', { name: 'Business Management' }).getAttribute('href')).toBe('/b2c/newbp');
    // Card is in the nav exactly when logged in; members get Account instead of the login panel.
    expect(navLabels().some(([label]) => label === 'Card')).toBe(role !== null);
    expect(screen.queryByRole('button', { name: role ? 'Account' : 'Account/Login' })).toBeTruthy();
  });

  it('logs in through the login panel and then shows Card; the forgot-password link opens the recovery form', async () => {
    const api = stubApi({ 'outside/login': ok(loginAnswer), 'outside/gethomedata': ok(homeFixture) });
    vi.stubGlobal('fetch', api.fetchStub);
    await openB2b();
    fireEvent.click(screen.getByRole('button', { name: 'Account/Login' }));
    const panel = await screen.findByTestId('b2b-login-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Forgot password?' }));
    expect(await within(panel).findByRole('form', { name: 'Forgot password' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Back to login' }));

    typeInto(panel, 'Email', 'ann@example.com');
    typeInto(panel, 'Password', 'Garden@Path42');
    fireEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(navLabels().map(([label]) => label)).toContain('Card'));
    expect(api.calls[0]).toMatchObject({
      path: 'outside/login',
      body: { email: 'ann@example.com', password: 'Garden@Path42' },
    });
    expect(screen.queryByTestId('b2b-login-panel')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Prairie Sky Electric for Business' })).toBeTruthy();
  });
});

describe('the newsletter box', () => {
  const form = () => screen.getByRole('form', { name: 'Newsletter' });
  const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Subscribe' }));
  /** The box's form layer loads on its first focus (a plain form stands in until then). */
  async function realBox() {
    fireEvent.focus(within(await screen.findByRole('form', { name: 'Newsletter' })).getByLabelText('Email address'));
    await waitFor(() => expect(form().getAttribute('data-ready')).toBe('true'));
  }

  // First in this file to focus the box: the form layer's module is not loaded yet.
  it('an address typed and sent before the form layer loaded is sent once it has', async () => {
    const api = stubApi({
      'outside/subscribenewsletter': ok({ success: true, message: NEWSLETTER_MESSAGES.newsletterSent }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    await openB2b();
    typeInto(await screen.findByRole('form', { name: 'Newsletter' }), 'Email address', 'early@example.com');
    expect(form().getAttribute('data-ready')).toBe('false');
    submit();
    await waitFor(() =>
      // Said once: no "Thank you!" title above a message that starts with it.
      expect(within(form()).getByRole('alert').textContent).toBe(NEWSLETTER_MESSAGES.newsletterSent),
    );
    expect(api.calls).toEqual([
      expect.objectContaining({
        path: 'outside/subscribenewsletter',
        body: expect.objectContaining({ email: 'early@example.com' }),
      }),
    ]);
  });

  it('asks for an address, then a valid one, sending nothing until then', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchStub);
    await openB2b();
    await realBox();
    submit();
    // Each said once, under the box (each was also in an alert above it).
    await within(form()).findByText(NEWSLETTER_MESSAGES.newsletterEmailRequired);
    expectOnlyOnField(within(form()).getByLabelText('Email address'), NEWSLETTER_MESSAGES.newsletterEmailRequired);
    typeInto(form(), 'Email address', 'ann@example');
    submit();
    await within(form()).findByText(NEWSLETTER_MESSAGES.newsletterEmailInvalid);
    expectOnlyOnField(within(form()).getByLabelText('Email address'), NEWSLETTER_MESSAGES.newsletterEmailInvalid);
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("subscribes to the page's co-op and says to look for the confirmation mail; a refusal shows the server's message", async () => {
    const api = stubApi({
      'outside/subscribenewsletter': (_body, n) =>
        n === 0
          ? ok({ success: true, message: NEWSLETTER_MESSAGES.newsletterSent })
          : fail(429, 'Too many attempts. Please wait 40 minutes and try again.'),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    await openB2b();
    await realBox();
    typeInto(form(), 'Email address', ' Ann@Example.com ');
    submit();
    expect((await within(form()).findByRole('alert')).textContent).toContain(NEWSLETTER_MESSAGES.newsletterSent);
    expect(api.calls[0]).toMatchObject({
      path: 'outside/subscribenewsletter',
      body: { key: '323', email: 'Ann@Example.com' },
    });
    expect((within(form()).getByLabelText('Email address') as HTMLInputElement).value).toBe('');

    typeInto(form(), 'Email address', 'ann@example.com');
    submit();
    await waitFor(() =>
      expect(within(form()).getByRole('alert').textContent).toContain('Too many attempts. Please wait 40 minutes'),
    );
  });
});

describe('the newsletter confirmation page', () => {
  it('asks first, then confirms once with the link keys and shows the answer', async () => {
    const api = stubApi({
      'outside/confirmnewsletter': ok({
        success: true,
        message: NEWSLETTER_MESSAGES.newsletterConfirmed.replace('{coop}', 'Prairie Sky Electric'),
      }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/newsletter/323/abc', home: homeFixture });
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(api.calls).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByTestId('newsletter-result')).textContent).toContain(
      'Your subscription to the Prairie Sky Electric newsletter is confirmed.',
    );
    expect(api.calls).toEqual([
      expect.objectContaining({ path: 'outside/confirmnewsletter', body: { key1: '323', key2: 'abc' } }),
    ]);
  });

  it('shows why a used link is refused', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'outside/confirmnewsletter': fail(400, NEWSLETTER_MESSAGES.newsletterLinkUsed) }).fetchStub,
    );
    renderApp({ route: '/newsletter/323/abc', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByTestId('newsletter-result')).textContent).toContain(
      NEWSLETTER_MESSAGES.newsletterLinkUsed,
    );
  });
});
