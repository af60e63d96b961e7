import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { signedUpMember, useLocalAws } from '../support/live-env.js';
import { ADMIN_PAGES, MEMBER_PAGES, PAGES, phonePage, sweep } from './phone-layout.js';

// Every page of the router on a 390 x 844 phone (issue 22, section 3), as a visitor and as a member: the page is never
// wider than the screen, nothing in it scrolls sideways (a table's last columns out of sight), and no
// floating control lies over the main content's text or controls when the page opens. A page a role
// may not see is checked where it sends that role (the login, home or newbp). Staff roles: phone-sweep-staff.test.ts.

let browser: Browser;
beforeAll(async () => {
  useLocalAws();
  browser = await launchBrowser();
  return () => browser.close();
});

describe('every router page at 390 px', () => {
  it("lists the router's pages", () => {
    expect(MEMBER_PAGES).toEqual(expect.arrayContaining(['b2c/chome', 'b2c/clocaldeals', 'b2c/chealth/locateproviders', 'b2b']));
    expect(ADMIN_PAGES).toEqual(expect.arrayContaining(['admin/ahome', 'admin/inbox', 'admin/setup/groups']));
  });

  it('no page is wider than a phone or covered by a floating control, for a visitor and a member', { timeout: 120_000 }, async () => {
    const found: Record<string, string[]> = {};
    const { email } = await signedUpMember('phone-sweep');
    // One context per role, the roles side by side, each role's pages one after another.
    await Promise.all(
      ([['visitor', undefined], ['member', { email }]] as const).map(async ([role, login]) => {
        const page = await phonePage(browser, login);
        await sweep(page, role, PAGES.map((p) => p.path), found);
        await page.context().close();
      }),
    );
    expect(found).toEqual({});
  });
});
