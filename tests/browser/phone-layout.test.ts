import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { destination } from '../../functions/core/deals/geo.js';
import { zipCentroid } from '../../functions/core/deals/zip-centroids.js';
import { addListing } from '../../functions/db/deal-index-repo.js';
import { launchBrowser } from '../support/browser.js';
import { loginInBrowser } from '../support/browser-session.js';
import { fill, joinNow } from '../support/business-wizard-page.js';
import { Client, MEMBER_PASSWORD, portalUrl, signedUpMember, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { LOCATION_STEPS } from '../support/wizard-steps.js';

// Every page of the router on a 390 x 844 phone, as each role that sees it (issue 22, section 3):
// the page is never wider than the screen, nothing in it scrolls sideways (a table's last columns
// out of sight), and no floating control lies over the main content's text or controls when the
// page opens. Then the screens the review found broken, with the data they need: the wizard's
// Locations and Offers tables and its Add offer dialog, the provider results (and their ZIP box,
// filled with the member's ZIP), Local Deals under the floating Offer A Discount button, and the
// admin's Virtual Assistance inbox.

const PHONE = { width: 390, height: 844 };
const ROUTER = path.resolve(__dirname, '../../web/src/app/router.tsx');
/** The router's own pages (its PAGES list) without parameters, and whether each is in the admin area. */
const PAGES = readFileSync(ROUTER, 'utf8')
  .split("path: '")
  .slice(1)
  .map((entry) => ({ path: entry.slice(0, entry.indexOf("'")), admin: /^[^\n]*admin: true/.test(entry) }))
  .filter((p) => !/[:*]/.test(p.path));
const MEMBER_PAGES = PAGES.filter((p) => !p.admin).map((p) => p.path);
const ADMIN_PAGES = PAGES.filter((p) => p.admin).map((p) => p.path);

const STAFF = {
  backoffice: ['viewer@prairiesky.example', 'Abacus$Meadow81'],
  admin: ['staff@prairiesky.example', 'Ledger@Compass73'],
  network: ['admin@portal.example', 'Granite$Falcon29'],
} as const;

/**
 * What is wrong with the page's layout on this screen, one line each: the document wider than the
 * viewport (with the outermost elements that stick out), a box that scrolls sideways (carousels,
 * which snap, excepted), and a fixed or sticky control on top of the main content's text, links,
 * buttons or fields at the current scroll. `scope` narrows the checks to a dialog.
 */
function layoutProblems(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    // The layout's width without a scroll bar: on a touch phone the layout viewport (innerWidth)
    // grows with a page that is too wide, and what is fixed to it (a full-screen dialog) with it.
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const seen = window.visualViewport ?? { offsetLeft: 0, width: vw };
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter((c) => c && !/^m_/.test(c)).slice(0, 2).join('.') : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 1 && r.height > 1;
    };
    const root = document.querySelector(scopeSelector) ?? document.body;
    const all = [root, ...Array.from(root.querySelectorAll('*'))];

    const docWidth = document.documentElement.scrollWidth;
    if (docWidth > vw) {
      const outermost = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        return visible(el) && r.right > vw + 1 && (!parent || parent.right <= vw + 1);
      });
      problems.push(`the page is ${docWidth}px wide: ${outermost.slice(0, 3).map((el) => `${describe(el)} to ${Math.round(el.getBoundingClientRect().right)}px`).join(', ')}`);
    }
    for (const el of all) {
      const style = getComputedStyle(el);
      if (!/auto|scroll/.test(style.overflowX) || style.scrollSnapType !== 'none' || !visible(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }
    // Inside a dialog: nothing of it lies outside what the screen shows (a dialog as wide as a
    // too-wide page, seen through the phone's 390 px, has its labels cut on both sides).
    if (scopeSelector !== 'main') {
      const out = all.filter((el) => {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        const outside = (rect: DOMRect) => rect.right > Math.min(vw, seen.offsetLeft + seen.width) + 1 || rect.left < seen.offsetLeft - 1;
        return visible(el) && outside(r) && (!parent || !outside(parent));
      });
      for (const el of out.slice(0, 3)) problems.push(`${describe(el)} sticks out of the screen (${Math.round(el.getBoundingClientRect().left)}px to ${Math.round(el.getBoundingClientRect().right)}px)`);
    }

    // Floating controls: what is on top at points of each visible line of text and each control.
    // A notification is a passing message with its own close button (the visitor's "Please Login"
    // lies over the page it lands on by design), not a control parked over the content; a dialog
    // the page opens (forgotpassword's) is meant to be over it, and is checked as a scope of its own.
    const floating = (el: Element | null): Element | null => {
      if (el?.closest('.mantine-Notifications-root, .mantine-Modal-root, .mantine-Drawer-root')) return null;
      for (let e = el; e && e !== document.body; e = e.parentElement) if (/fixed|sticky/.test(getComputedStyle(e).position)) return e;
      return null;
    };
    const covered = new Map<Element, Element>();
    const probe = (target: Element, x: number, y: number) => {
      if (x < 0 || y < 0 || x >= vw || y >= vh) return;
      const top = document.elementFromPoint(x, y);
      if (!top || target.contains(top) || top.contains(target)) return;
      const over = floating(top);
      if (over && !over.contains(target) && !covered.has(target)) covered.set(target, over);
    };
    for (const el of all) {
      if (floating(el) || !visible(el)) continue;
      if (el.matches('a, button, input, select, textarea, [role="button"], [role="tab"]')) {
        const r = el.getBoundingClientRect();
        probe(el, r.left + r.width / 2, r.top + r.height / 2);
      }
      for (const node of Array.from(el.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) probe(el, x, line.top + line.height / 2);
        }
      }
    }
    for (const [target, over] of covered) problems.push(`${describe(over)} covers ${describe(target)}`);
    return problems;
  }, scope);
}

/** Waits for the page's chunk and first data: the main landmark or a heading, and no loader left. */
async function settle(page: Page): Promise<void> {
  await page.locator('main, [role="main"], h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="preloader"], .mantine-Loader-root') && document.fonts.status === 'loaded');
}

/** Opens each page fresh and collects its problems under "role path". */
async function sweep(page: Page, role: string, paths: readonly string[], found: Record<string, string[]>): Promise<void> {
  for (const p of paths) {
    await page.goto(`${portalUrl()}/${p}`);
    await settle(page);
    const problems = await layoutProblems(page);
    if (await page.getByRole('dialog').count()) problems.push(...(await layoutProblems(page, '[role="dialog"]')));
    if (problems.length) found[`${role} /${p} (now ${new URL(page.url()).pathname})`] = problems;
  }
}

/** Fails unless the element's box is whole inside the screen's width. */
async function expectOnScreen(locator: Locator, what: string): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box.x >= 0 && box.x + box.width <= PHONE.width, `${what} spans ${Math.round(box.x)} to ${Math.round(box.x + box.width)}px of ${PHONE.width}`).toBe(true);
}

let browser: Browser;
beforeAll(async () => {
  useLocalAws();
  browser = await launchBrowser();
  return () => browser.close();
});

/**
 * A page of a context of its own, at the phone's size; signed in (through the wide header's Login)
 * when a login is given. `touch`: a touch phone's browser, whose layout viewport grows with a page
 * too wide for it (the sweep's plain window keeps a too-wide page measurable by innerWidth).
 */
async function phonePage(login?: { email: string; password?: string }, touch = false): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE, ...(touch ? { isMobile: true, hasTouch: true } : {}) })).newPage();
  if (login) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginInBrowser(page, login.email, login.password ?? MEMBER_PASSWORD);
    await page.setViewportSize(PHONE);
  }
  return page;
}

describe('phone layouts at 390 px', () => {
  it('lists the router\'s pages', () => {
    expect(MEMBER_PAGES).toEqual(expect.arrayContaining(['b2c/chome', 'b2c/clocaldeals', 'b2c/chealth/locateproviders', 'b2b']));
    expect(ADMIN_PAGES).toEqual(expect.arrayContaining(['admin/ahome', 'admin/inbox', 'admin/setup/groups']));
  });

  it('no page is wider than a phone or covered by a floating control, for any role', { timeout: 180_000 }, async () => {
    const found: Record<string, string[]> = {};
    const { email } = await signedUpMember('phone-sweep');
    // Staff see the member pages as members do (their footer adds two links); theirs are the admin area's.
    const roles: [role: string, login: { email: string; password?: string } | undefined, paths: readonly string[]][] = [
      ['visitor', undefined, MEMBER_PAGES],
      ['member', { email }, MEMBER_PAGES],
      ...Object.entries(STAFF).map(([role, [login, password]]) => [role, { email: login, password }, ['b2c/chome', ...ADMIN_PAGES]] as [string, { email: string; password: string }, string[]]),
    ];
    // One context per role, the roles side by side, each role's pages one after another.
    await Promise.all(
      roles.map(async ([role, login, paths]) => {
        const page = await phonePage(login);
        await sweep(page, role, paths, found);
        await page.context().close();
      }),
    );
    expect(found).toEqual({});
  });

  it('the wizard\'s Locations and Offers tables and its Add offer dialogs fit the phone', { timeout: 120_000 }, async () => {
    const { email } = await signedUpMember('phone-wizard');
    const page = await phonePage({ email }, true);
    const form = await joinNow(page);
    await fill(form, [['Business name', 'Nimbus Phone Bakery'], ['Address', '12 Main St'], ['City', 'Lawrence'], ['State', 'KS'], ['ZIP code', '66044'], ['Phone', '7855550000']]);
    await form.getByLabel('Include the main business address as a location').check();
    await form.getByRole('tab', { name: 'Locations' }).click();
    await form.getByRole('button', { name: 'Add location' }).click();
    const location = page.getByRole('form', { name: 'Location' });
    await fill(location, LOCATION_STEPS.map(([label, , value]) => [label, value]));
    await location.getByRole('button', { name: 'Save location' }).click();
    await location.waitFor({ state: 'detached' });
    const locations = form.getByRole('table', { name: 'Locations' });
    await locations.getByText('400 Mass Street, Lawrence, KS 66044').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectOnScreen(locations.getByRole('button', { name: 'Edit East store' }), 'Edit East store');
    await expectOnScreen(locations.getByRole('button', { name: 'Delete East store' }), 'Delete East store');
    // The status badge reads in full, not "EN...".
    const badge = locations.getByText('Enabled').first();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await form.getByRole('tab', { name: 'Offers' }).click();
    await form.getByRole('button', { name: 'Add offer' }).click();
    const offer = page.getByRole('form', { name: 'Offer' });
    await offer.waitFor();
    const dialogFits = async (which: string) => {
      for (const tab of ['Offer Information', 'Offer Specification', 'Categories', 'Locations']) {
        await offer.getByRole('tab', { name: tab }).click();
        expect({ which, tab, problems: await layoutProblems(page, '[role="dialog"]') }).toEqual({ which, tab, problems: [] });
      }
    };
    await dialogFits('first offer');
    await offer.getByRole('tab', { name: 'Offer Information' }).click();
    await fill(offer, [['Display value', 'Free cookie'], ['Full description', 'A free cookie with any coffee.'], ['Estimated dollar value', '2.50'], ['Frequency', '1'], ['Time lapse', '7'], ['Expiration date', '12312030']]);
    await offer.getByRole('tab', { name: 'Categories' }).click();
    await offer.getByRole('checkbox').first().check();
    await offer.getByRole('tab', { name: 'Locations' }).click();
    await offer.getByLabel(/^East store: 400 Mass Street/).check();
    await offer.getByRole('button', { name: 'Save offer' }).click();
    await offer.waitFor({ state: 'detached' });
    const offers = form.getByRole('table', { name: 'Offers' });
    await offers.getByText('1 per week').waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectOnScreen(offers.getByRole('button', { name: 'Delete Free cookie' }), 'Delete Free cookie');
    // The next Add offer dialog, over the Offers table (the review's shifted dialog with its labels cut).
    await form.getByRole('button', { name: 'Add offer' }).click();
    await offer.waitFor();
    await dialogFits('next offer');
  });

  it('the provider results show every column on the phone, searched from the member\'s own ZIP', async () => {
    const { email } = await signedUpMember('phone-providers');
    const page = await phonePage({ email });
    await page.goto(`${portalUrl()}/b2c/chealth/locateproviders`);
    const form = page.getByRole('search', { name: 'Provider search' });
    // The member signed up with 66044: the box starts with it.
    await expect.poll(() => form.getByLabel('ZIP code').inputValue()).toBe('66044');
    await form.getByLabel('Benefit').selectOption({ label: 'Dental' });
    await form.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Providers' });
    await table.locator('tbody tr').first().waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    const first = table.locator('tbody tr').first();
    await expectOnScreen(first.locator('td').nth(-2), 'Phone');
    await expectOnScreen(first.locator('td').last(), 'Distance');
  });

  it('the floating Offer A Discount button covers no deal on Local Deals', async () => {
    // Deals of this test's own near 66044, with long addresses, found by a word of their own.
    const word = `zp${process.pid}${Date.now().toString(36)}`;
    const center = await zipCentroid('66044');
    for (let i = 0; i < 4; i++) {
      const at = destination(center, i * 90, 0.5 + i);
      await addListing({
        dealId: `${word}-d${i}`, locationId: `${word}-l${i}`, bpId: `${word}-bp`, lat: at.lat, lon: at.lon,
        businessName: `Garcia ${word} Photo Co. ${i}`, value: '20% off your order', description: `20% off your order at Garcia Photo Co. for co-op members. Cannot be combined with other offers.`,
        dollarValue: 40, logo: 'logos/323.svg', address: `${146 + i} River Avenue Suite 12`, city: 'Lawrence', state: 'KS', zipcode: '66044', hideAddress: 0,
        categories: [{ category: 'Services', subcategories: [] }], endsAt: Date.now() + 30 * 86_400_000,
      });
    }
    const { email } = await signedUpMember('phone-deals');
    const page = await phonePage({ email });
    for (const view of ['List', 'Grid']) {
      await page.goto(`${portalUrl()}/b2c/clocaldeals?search=${word}`);
      await page.getByRole('button', { name: `Garcia ${word} Photo Co. 3`, exact: true }).waitFor();
      await page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click();
      await settle(page);
      expect({ view, problems: await layoutProblems(page) }).toEqual({ view, problems: [] });
      // The button's box against every line of every deal on the screen.
      const button = (await page.getByTestId('offer-discount').boundingBox())!;
      const hit = await page.locator('main [data-testid="local-deal"]').evaluateAll((cards, b) => {
        const lines: string[] = [];
        for (const card of cards) {
          for (const el of Array.from(card.querySelectorAll('p, span, h3'))) {
            const r = el.getBoundingClientRect();
            if (r.right > b.x && r.left < b.x + b.width && r.bottom > b.y && r.top < b.y + b.height) lines.push((el.textContent ?? '').trim().slice(0, 40));
          }
        }
        return lines;
      }, button);
      expect({ view, hit }).toEqual({ view, hit: [] });
    }
  });

  it('Virtual Assistance fits the phone: the filter, and each message\'s Subject and Open', async () => {
    const name = `Casey ${Date.now().toString(36)}`;
    expect((await new Client().post('outside/contactform', { key: '323', message: { fullName: name, email: uniqueEmail('phone-inbox'), message: 'Is the office open on Saturdays?' } })).status).toBe(200);
    const page = await phonePage({ email: STAFF.admin[0], password: STAFF.admin[1] });
    await page.goto(`${portalUrl()}/admin/inbox`);
    const open = page.getByRole('button', { name: `Open Contact form from ${name}` });
    await open.waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await expectOnScreen(open, 'Open');
    await expectOnScreen(page.getByRole('table', { name: 'Inbox' }).getByRole('row').filter({ hasText: name }).getByText('Contact form', { exact: true }), 'Subject');
  });
});
