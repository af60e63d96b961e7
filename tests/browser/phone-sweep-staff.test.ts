import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { useLocalAws } from '../support/live-env.js';
import { PAGES, phonePage, STAFF, sweep } from './phone-layout.js';

// Every page of the router on a 390 x 844 phone (issue 22, section 3), as the co-op's viewer and its admin: the page is never
// wider than the screen, nothing in it scrolls sideways (a table's last columns out of sight), and no
// floating control lies over the main content's text or controls when the page opens. A page a role
// may not see is checked where it sends that role (the login, home or newbp). Visitors and members: phone-sweep-members.test.ts; the network admin: phone-sweep-network.test.ts.

let browser: Browser;
beforeAll(async () => {
  useLocalAws();
  browser = await launchBrowser();
  return () => browser.close();
});

describe('every router page at 390 px', () => {
  it('no page is wider than a phone or covered by a floating control, for the co-op\'s viewer and admin', { timeout: 120_000 }, async () => {
    const found: Record<string, string[]> = {};
    // Staff see the member pages as members do (their footer adds two links), and the admin area.
    await Promise.all(
      (['backoffice', 'admin'] as const).map(async (role) => {
        const [email, password] = STAFF[role];
        const page = await phonePage(browser, { email, password });
        await sweep(page, role, PAGES.map((p) => p.path), found);
        await page.context().close();
      }),
    );
    expect(found).toEqual({});
  });
});
