import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, ok, renderApp, signedIn, stubApi } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The membership card page: 'Please Login' and chome for a visitor;
// for a member, the card art named by the co-op's card id plus f and b, the member's name and id
// and the not-insurance notice on the card, and Print Card as often as they like.

const account = {
  success: true,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  zip: '66044',
  dob: null,
  cellPhone: null,
  signupDate: '2026-03-05T15:00:00.000Z',
  gender: null,
  lastLogin: null,
  optout: 0,
  latestzip: null,
  mailUndeliverable: false,
  deals: [] as unknown[],
  total: 0,
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('membership card', () => {
  it('sends a visitor home with Please Login', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/b2c/ccard', home: homeFixture });
    await vi.waitFor(() => expect(currentLocation()).toBe('/b2c/chome'), { timeout: 10_000 });
    // The notice offers the way in: its own Login button (the shell has one too) opens the login
    // dialog and closes the notice.
    const notice = (await screen.findByText(COMMON_MESSAGES.pleaseLogin)).closest<HTMLElement>('[role="alert"]');
    if (!notice) throw new Error("'Please Login' is not in a notice");
    fireEvent.click(within(notice).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(COMMON_MESSAGES.pleaseLogin)).toBeNull());
  }, 20_000);

  it("shows the co-op's card with the member's name and id, and prints it every time it is asked", async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account) }).fetchStub);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp({ route: '/b2c/ccard', home: homeFixture });
    const card = await screen.findByTestId('member-card');
    const id = homeFixture.coopData.coopIdCard;
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([`/static/cards/${id}f.svg`, `/static/cards/${id}b.svg`]);
    expect(within(card).getByTestId('card-name').textContent).toBe('Ann Lee');
    expect(within(card).getByTestId('card-member-id').textContent).toBe('Member ID m-1');
    expect(card.textContent).toContain('THIS IS NOT INSURANCE');
    expect(screen.getByText(/at participating pharmacies/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Print Card' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(2);
  }, 20_000);
});
