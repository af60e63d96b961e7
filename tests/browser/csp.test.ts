import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import { takeCspViolations } from '../support/browser.js';
import { portalUrl } from '../support/live-env.js';

// Pages run under CloudFront's Content-Security-Policy locally too, and a
// violation fails the browser test that met it (tests/support/live-setup.ts). Here the watcher
// itself: a blocked inline script is caught; the branded home loads without one.

const session = useBrowser();

describe('Content-Security-Policy in the browser tests', () => {
  it('the page gets the SPA policy, and an inline script it blocks is reported as a violation', async () => {
    const page = await session.newPage();
    const res = await page.goto(`${portalUrl()}/`);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByTestId('coop-logo').first().waitFor();
    expect(takeCspViolations()).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    // Chromium reports it twice (its console message and the page's securitypolicyviolation event): wait for both.
    const seen: string[] = [];
    await expect
      .poll(() => (seen.push(...takeCspViolations()), seen.filter((v) => /script-src/.test(v)).length))
      .toBe(2);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  });
});
