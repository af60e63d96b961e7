import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountQueryKey } from '#web/lib/query-keys.js';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, fail, ok, renderApp, stubApi } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /confirmemail/{key1}/{key2}: the link sent to a new address from My Account.

describe('the email confirmation link', () => {
  it('confirms once with both keys, says the email has changed, signs this browser out and leads to the co-op home', async () => {
    const api = stubApi({
      'outside/confirmemail': ok({ success: true, url: 'riverbend.localhost' }),
      'outside/setcoop': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    for (const [k, v] of Object.entries({
      credentials: 'm-1',
      userKey: 'm-1',
      sessionKey: 's-1',
      firstName: 'Ann',
      role: 'member',
    }))
      window.sessionStorage.setItem(k, v);
    const { queryClient } = renderApp({ route: '/confirmemail/m-1/s3cret' });
    queryClient.setQueryData(accountQueryKey, { email: 'old@example.com' });
    const result = await screen.findByTestId('confirm-email-result');
    expect(result.textContent).toContain(ACCOUNT_MESSAGES.emailChanged);
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['outside/confirmemail', { key1: 'm-1', key2: 's3cret' }]]);
    expect(queryClient.getQueryData(accountQueryKey)).toBeUndefined();
    expect(window.sessionStorage.getItem('credentials')).toBeNull();
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/coop/riverbend.localhost');
    fireEvent.click(home);
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(api.paths()).toEqual(['outside/confirmemail', 'outside/setcoop']);
  });

  it("shows the server's reason when the link is refused, and leads home", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'outside/confirmemail': fail(400, ACCOUNT_MESSAGES.emailChangeInvalid) }).fetchStub,
    );
    window.sessionStorage.setItem('credentials', 'm-1');
    renderApp({ route: '/confirmemail/m-1/used' });
    const result = await screen.findByRole('alert');
    expect(result.textContent).toBe(`${COMMON_MESSAGES.errorTitle}${ACCOUNT_MESSAGES.emailChangeInvalid}`);
    expect(window.sessionStorage.getItem('credentials')).toBe('m-1');
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailChanged)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/b2c/chome');
  });

  it('says plainly that the link is not valid when the answer gives no reason, or the link lacks a key', async () => {
    const api = stubApi({ 'outside/confirmemail': ok({ success: false }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const first = renderApp({ route: '/confirmemail/m-1/x' });
    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.emailChangeInvalid);
    first.unmount();
    renderApp({ route: '/confirmemail/m-1' });
    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.emailChangeInvalid);
    expect(api.calls).toHaveLength(1);
  });
});
