import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture, homeWith } from './fixtures/home-data';
import { currentLocation, renderApp } from './render';

// About, Mobile App, Unsubscribe and the forgot-password address: what each shows from the
// co-op's home data, and where the forgot-password address leads a visitor and a member.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});
const open = (route: string, home = homeFixture) => {
  // Member layout pages (chome after the forgot-password redirect) may load more: answer nothing.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  return renderApp({ route, home });
};

describe('About page', () => {
  it("shows the co-op's logo, name, phone, web site and the benefit list", async () => {
    open('/b2c/caboutus');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Prairie Sky Electric' })).toBeTruthy();
    const main = document.querySelector('main')!;
    expect(within(main).getByRole('img', { name: 'Prairie Sky Electric logo' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: '(785) 555-0143' }).getAttribute('href')).toBe('tel:7855550143');
    expect(within(main).getByRole('link', { name: 'https://prairiesky.example' }).getAttribute('target')).toBe(
      '_blank',
    );
    const benefits = within(screen.getByTestId('benefit-list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(benefits.length).toBeGreaterThanOrEqual(5);
    expect(benefits.join(' ')).toMatch(/Local Deals.*National Discounts.*Healthy Savings/);
  });
});

describe('Mobile App page', () => {
  it('shows the install section, never a "coming soon" stub above it, and only the store links the co-op has', async () => {
    open('/b2c/cmobile');
    expect(await screen.findByTestId('mobile-intro')).toBeTruthy();
    const main = document.querySelector('main')!;
    expect(within(main).getByRole('heading', { name: /home screen/i })).toBeTruthy();
    expect(main.textContent).not.toMatch(/coming soon/i);
    expect(within(main).getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/id000000001',
    );
    // androidAppUrl is the string 'null' in the fixture: absent.
    expect(within(main).queryByRole('link', { name: 'Get it on Google Play' })).toBeNull();
  });

  it('shows no store link for a co-op without an app', async () => {
    open(
      '/b2c/cmobile',
      homeWith((d) => Object.assign(d.coopData, { iosAppUrl: null, androidAppUrl: null })),
    );
    expect(await screen.findByTestId('mobile-intro')).toBeTruthy();
    expect(within(document.querySelector('main')!).queryAllByRole('link')).toEqual([]);
  });
});

describe('Unsubscribe page', () => {
  it('explains where the email preference is set and links Login to the home', async () => {
    open('/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from emails' })).toBeTruthy();
    const main = document.querySelector('main')!;
    expect(main.textContent).toContain('My Account');
    expect(main.textContent).toContain('Update Information');
    expect(within(main).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/b2c/chome');
  });
});

describe('/b2c/forgotpassword', () => {
  it('opens the login modal on its forgot-password view over the home for a visitor', async () => {
    open('/b2c/forgotpassword');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByLabelText(/email/i)).toBeTruthy();
    expect(currentLocation()).toBe('/b2c/chome');
  });

  it('sends a signed-in member to the home with no modal', async () => {
    for (const [k, v] of Object.entries({
      credentials: 'm-1',
      userKey: 'm-1',
      sessionKey: 's-1',
      firstName: 'Ann',
      role: 'member',
    }))
      window.sessionStorage.setItem(k, v);
    open('/b2c/forgotpassword');
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
