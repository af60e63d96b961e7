import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeWith } from './fixtures/home-data';
import { renderApp, stubFetch } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const riverbend = homeWith((d) => {
  d.key = '417';
  d.coopData.plid = 417;
  d.coopData.displayName = 'Riverbend Power Co-op';
  d.coopData.logo = '/static/logos/417.svg';
  d.coopData.topBarColor = '#0b2545';
});

describe('/coop/:id', () => {
  it('selects the co-op from the address, saves its home data and theme, and opens the home page', async () => {
    const { fetchStub, calls } = stubFetch({ status: 200, body: riverbend });
    vi.stubGlobal('fetch', fetchStub);
    renderApp({ route: '/coop/417' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/b2c/chome'));
    expect((await screen.findByTestId('coop-logo')).getAttribute('alt')).toBe('Riverbend Power Co-op logo');
    // One setcoop call with the page address; no second home-data call.
    expect(calls.map((c) => c.url)).toEqual(['/api/outside/setcoop']);
    expect(calls[0]!.body).toEqual({ url: window.location.href });
    expect(window.sessionStorage.getItem('key')).toBe('417');
    expect(JSON.parse(window.sessionStorage.getItem('homeData')!).key).toBe('417');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('--coop-top-bar: #0b2545');
  });

  it("shows the server's message and a way home for an unknown co-op", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ status: 404, body: { success: false, message: COMMON_MESSAGES.coopNotFound } }).fetchStub,
    );
    renderApp({ route: '/coop/999' });
    expect(await screen.findByText(COMMON_MESSAGES.coopNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/b2c/chome');
    expect(screen.getByTestId('location').textContent).toBe('/coop/999');
  });
});
