import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPA_PAGES } from '#shared/spa-pages.js';
import { WEB_VITALS } from '#shared/web-vitals.js';
import { PAGES } from '#web/app/router.js';
import { pageOf, reportWebVitals } from '#web/app/web-vitals-reporter.js';

// The sampled page view's reporter: pages by their route pattern (the router's own list), each
// value with the page it happened on, sent when the page is hidden, once per metric instance,
// as JSON with keepalive and without cookies. web-vitals itself is replaced by its callbacks.

type Report = (metric: { name: string; value: number; id: string }) => void;
const reported = vi.hoisted(() => ({}) as Record<'LCP' | 'INP' | 'CLS', Report>);
vi.mock('web-vitals', () => ({
  onLCP: (cb: Report) => void (reported.LCP = cb),
  onINP: (cb: Report) => void (reported.INP = cb),
  onCLS: (cb: Report) => void (reported.CLS = cb),
}));

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  visibility = 'visible';
  window.history.replaceState(null, '', '/');
});

describe('pages of the web vitals', () => {
  it("are the router's pages, in its order", () => {
    expect(PAGES.map((page) => page.path)).toEqual([...SPA_PAGES]);
  });

  it.each([
    ['/b2c/chome', 'b2c/chome'],
    ['/b2c/chealth/locateproviders', 'b2c/chealth/locateproviders'],
    ['/b2c/chealth/dental', 'b2c/chealth/:topic'],
    ['/coop/417', 'coop/:id'],
    ['/bpesignature/7f3a/9c1e', 'bpesignature/:key1/:key2'],
    ['/activate/abc.def', 'activate/*'],
    ['/admin/setup/slides', 'admin/setup/slides'],
    ['/no/such/page', '*'],
  ])('name %s by its pattern %s', (path, page) => {
    expect(pageOf(path)).toBe(page);
  });
});

describe('the reporter', () => {
  it('sends each value with the page it happened on when the page is hidden, once per metric', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    reportWebVitals();
    window.history.pushState(null, '', '/b2c/chome?key=323');
    reported.LCP({ name: 'LCP', value: 1234.6, id: 'lcp-1' });
    window.history.pushState(null, '', '/b2c/cmarketplace/tickets');
    reported.INP({ name: 'INP', value: 96, id: 'inp-1' });
    reported.CLS({ name: 'CLS', value: 0.012345, id: 'cls-1' });
    expect(fetch).not.toHaveBeenCalled();

    setVisibility('hidden');
    const bodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);
    expect(bodies()).toEqual([
      { page: 'b2c/chome', lcp: 1235 },
      { page: 'b2c/cmarketplace/:item', inp: 96, cls: 0.0123 },
    ]);
    for (const [url, init] of fetch.mock.calls) {
      expect(url).toBe('/api/outside/webvitals');
      expect(init).toMatchObject({
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
      });
    }

    // Back on the page, INP grows: that page view has been counted already.
    setVisibility('visible');
    reported.INP({ name: 'INP', value: 320, id: 'inp-1' });
    setVisibility('hidden');
    expect(fetch).toHaveBeenCalledTimes(2);

    // A page restored from the back/forward cache is a new page view with new metrics, its own
    // values held to the range the server takes.
    setVisibility('visible');
    reported.LCP({ name: 'LCP', value: 75_000, id: 'lcp-2' });
    setVisibility('hidden');
    expect(bodies().at(-1)).toEqual({ page: 'b2c/cmarketplace/:item', lcp: WEB_VITALS.maxMs });
  });
});
