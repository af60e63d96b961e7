import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { matchPath } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_GRAPH_FILE, filesOfModules, type BuiltChunk } from '#infra/build/service-worker-build.js';
import { launchBrowser } from '../support/browser.js';
import { loginInBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { signInWithoutDialog } from './sign-in.js';

// The 390 px phone checks: the router's pages, the roles that sign in, and
// what is wrong with a page's layout on the phone. The phone-*.test.ts files beside it use them.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
const WEB_SRC = path.resolve(__dirname, '../../web/src');
const ROUTER = path.join(WEB_SRC, 'app/router.tsx');
/** Every entry of the router's PAGES list: its pattern, its page module, and the shell it sits in. */
const ROUTES = readFileSync(ROUTER, 'utf8')
  .split("path: '")
  .slice(1)
  .map((entry) => ({
    path: entry.slice(0, entry.indexOf("'")),
    module: /import\('\.\.\/pages\/([\w-]+)'\)/.exec(entry)?.[1],
    admin: /^[^\n]*admin: true/.test(entry),
    b2b: /^[^\n]*b2b: true/.test(entry),
  }));
/** The router's own pages without parameters, and whether each is in the admin area. */
export const PAGES = ROUTES.filter((p) => !/[:*]/.test(p.path));
export const MEMBER_PAGES = PAGES.filter((p) => !p.admin).map((p) => p.path);
export const ADMIN_PAGES = PAGES.filter((p) => p.admin).map((p) => p.path);

export const STAFF = {
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
export function layoutProblems(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    // The layout's width without a scroll bar: on a touch phone the layout viewport (innerWidth)
    // grows with a page that is too wide, and what is fixed to it (a full-screen dialog) with it.
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const seen = window.visualViewport ?? { offsetLeft: 0, width: vw };
    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string'
          ? el.className
              .split(/\s+/)
              .filter((c) => c && !/^m_/.test(c))
              .slice(0, 2)
              .join('.')
          : '';
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
      problems.push(
        `the page is ${docWidth}px wide: ${outermost
          .slice(0, 3)
          .map((el) => `${describe(el)} to ${Math.round(el.getBoundingClientRect().right)}px`)
          .join(', ')}`,
      );
    }
    for (const el of all) {
      const style = getComputedStyle(el);
      if (!/auto|scroll/.test(style.overflowX) || style.scrollSnapType !== 'none' || !visible(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }
    // Inside a dialog: nothing of it lies outside what the screen shows (a dialog as wide as a
    // too-wide page, seen through the phone's 390 px, has its labels cut on both sides).
    if (scopeSelector !== 'main') {
      const out = all.filter((el) => {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        const outside = (rect: DOMRect) =>
          rect.right > Math.min(vw, seen.offsetLeft + seen.width) + 1 || rect.left < seen.offsetLeft - 1;
        return visible(el) && outside(r) && (!parent || !outside(parent));
      });
      for (const el of out.slice(0, 3))
        problems.push(
          `${describe(el)} sticks out of the screen (${Math.round(el.getBoundingClientRect().left)}px to ${Math.round(el.getBoundingClientRect().right)}px)`,
        );
    }

    // Floating controls: what is on top at points of each visible line of text and each control.
    // A notification is a passing message with its own close button (the visitor's "Please Login"
    // lies over the page it lands on by design), not a control parked over the content; a dialog
    // the page opens (forgotpassword's) is meant to be over it, and is checked as a scope of its own.
    const floating = (el: Element | null): Element | null => {
      if (el?.closest('.mantine-Notifications-root, .mantine-Modal-root, .mantine-Drawer-root')) return null;
      for (let e = el; e && e !== document.body; e = e.parentElement)
        if (/fixed|sticky/.test(getComputedStyle(e).position)) return e;
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
          for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2])
            probe(el, x, line.top + line.height / 2);
        }
      }
    }
    for (const [target, over] of covered) problems.push(`${describe(over)} covers ${describe(target)}`);
    return problems;
  }, scope);
}

/**
 * Opens the phone layout's burger menu and waits until it has finished opening: Mantine's Collapse
 * clips its content (overflow hidden) while its height grows, and a tap on an item still under the
 * clip lands on the page beneath and goes nowhere.
 */
export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect
    .poll(() =>
      menu.evaluate((el) => el.getAttribute('aria-hidden') === 'false' && (el as HTMLElement).style.height === ''),
    )
    .toBe(true);
}

let chunks: BuiltChunk[] | undefined;

/**
 * The style sheets a full load of the page at `pathname` is sure to bring, as paths under the
 * site: those of the app's entry chunks, of the page's chunk and of its shell's (admin, b2b), each
 * with the chunks they import statically (the build's chunk graph, CHUNK_GRAPH_FILE). An in-app
 * move keeps every sheet earlier pages loaded; counting only these makes the Mantine-CSS check as
 * strict there as on a full load.
 */
export function pageStyleSheets(pathname: string): Set<string> {
  const route = ROUTES.find((r) => r.path !== '*' && matchPath(`/${r.path}`, pathname)) ?? ROUTES.at(-1);
  if (!route?.module) throw new Error(`no page module found in router.tsx for ${pathname}`);
  // One build per run: its graph is read once, not at every move.
  chunks ??= JSON.parse(readFileSync(path.resolve(__dirname, '../..', CHUNK_GRAPH_FILE), 'utf8')) as BuiltChunk[];
  const modules = [
    path.join(WEB_SRC, 'main.tsx'),
    path.join(WEB_SRC, 'boot.ts'),
    path.join(WEB_SRC, `pages/${route.module}.tsx`),
    ...(route.admin ? [path.join(WEB_SRC, 'app/layout/admin-layout.tsx')] : []),
    ...(route.b2b ? [path.join(WEB_SRC, 'app/layout/b2b-layout.tsx')] : []),
  ];
  return new Set(filesOfModules(chunks, modules).filter((f) => f.endsWith('.css')));
}

/**
 * Mantine's classes on the page that no loaded style sheet names, with the component they belong
 * to. Mantine's CSS is loaded per component (web/src/app/styles.ts); a class Mantine puts on an
 * element (m_<hash>) that no loaded sheet names is a component drawn without its CSS (a Switch
 * shown as a bare checkbox). tests/unit/mantine-css.test.ts checks the imports file by file; this
 * finds the parts composites draw with, on every page the sweeps open. `sheets` (pageStyleSheets):
 * only these of the site's sheets count, so CSS an earlier page left behind covers nothing.
 */
export function unstyledMantine(page: Page, sheets?: ReadonlySet<string>): Promise<string[]> {
  return page.evaluate(
    (own) => {
      const counted = (sheet: CSSStyleSheet) =>
        !own || !sheet.href || own.includes(new URL(sheet.href).pathname.slice(1));
      const named = new Set<string>();
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          const selector = (rule as CSSStyleRule).selectorText;
          if (selector) for (const m of selector.matchAll(/\.(m_[0-9a-f]{8})/g)) if (m[1]) named.add(m[1]);
          const inner = (rule as CSSGroupingRule).cssRules;
          if (inner) visit(inner);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) if (counted(sheet)) visit(sheet.cssRules);
      const missing = new Map<string, string>();
      for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) {
        for (const c of Array.from(el.classList)) {
          if (/^m_[0-9a-f]{8}$/.test(c) && !named.has(c))
            missing.set(c, Array.from(el.classList).find((x) => x.startsWith('mantine-')) ?? el.tagName);
        }
      }
      return [...missing].map(([c, component]) => `Mantine ${component} (${c}) drawn without its CSS`);
    },
    sheets && [...sheets],
  );
}

/** Waits for the page's chunk and first data: the main landmark or a heading, and no loader left. */
export async function settle(page: Page): Promise<void> {
  await page.locator('main, [role="main"], h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="preloader"], .mantine-Loader-root') && document.fonts.status === 'loaded',
  );
}

/**
 * axe-core, the engine @axe-core/playwright ships (its own dependency). Its AxeBuilder injects
 * the 550 kB engine again for every analysis, a second each on the two cores with the sweep's
 * other files; the sweep injects it once per page and runs it at both widths.
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.x A and AA rules (axe's tags); the best-practice rules are advice, not a bar. Only the violations' details, not every passing node's. */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

/** Puts axe-core in the page as it is loaded now, for axeProblems. */
export const injectAxe = (page: Page): Promise<void> => page.evaluate(AXE_SOURCE);

/**
 * axe-core's serious and critical violations of the page as it is now (axe injected by
 * injectAxe), one line each with the rule, its impact, the elements (selectors) and what to fix,
 * under the screen's width.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
  const width = page.viewportSize()?.width;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}) at ${width}px: ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(', ')}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ''} (${v.help})`,
    );
}

/**
 * Waits until no finite animation or transition runs: a notification fading in (the wide
 * screen moves the notifications from the bottom to the top) has the contrast of its opacity on
 * the way, which is not what a member reads.
 */
const stillAnimations = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );

/** Puts axe-core in the page unless this document has it already (an in-app move keeps it). */
async function ensureAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
}

/**
 * Moves the app to `path` as its own links do, without loading it again: react-router's browser
 * history hears popstate and renders the location the address bar has. Resolves once the router
 * has committed a page for the address it ends on: the main landmark names the page it shows
 * (`data-path`, web/src/app/page-boundary.tsx), set in the commit that swaps the page in, so two
 * pages that look alike (a visitor's gate on two pages in a row) are still told apart, and a page
 * that sends this role elsewhere ends where it sent it. Then scrolled to the top and settled, as a
 * fresh load would be.
 */
async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, `/${path}`);
  const committed = () =>
    page.waitForFunction(
      () => document.querySelector('main[data-path]')?.getAttribute('data-path') === window.location.pathname,
    );
  // A move that never shows names the page, not only Playwright's timeout.
  await committed().catch((error: unknown) => {
    throw new Error(`the app did not change its page for /${path} (at ${page.url()})`, { cause: error });
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  // A guard that sends the role elsewhere once its data is in: where it ends.
  await committed();
}

/** Which checks a sweep runs on its pages. */
export interface SweepPlan {
  /** axe again at 1280 px on each page: where no other sweep checks this role's page at that width. */
  desktop: boolean;
}

/**
 * Opens each page, the first by a full load and the others by moves in the app (axe injected
 * once), and collects its problems under "role path": the phone's layout and axe's findings,
 * Mantine components without their CSS (after a move counting only the sheets a full load of the
 * page is sure to bring, pageStyleSheets, and on a doubt loading the page in full to decide), then
 * axe's again at the
 * desktop's width on the same page when the plan says (the header, menus and tables change with
 * the width; a second load would cost the sweep a third more).
 */
export async function sweep(
  page: Page,
  role: string,
  paths: readonly string[],
  found: Record<string, string[]>,
  plan: SweepPlan,
): Promise<void> {
  // A page this role may not see sends it elsewhere (login, home, newbp): that landing is checked
  // the first time only; the navigation is cheap, the checks are not.
  const landed = new Set<string>();
  for (const [i, p] of paths.entries()) {
    await page.setViewportSize(PHONE);
    if (i === 0) {
      await page.goto(`${portalUrl()}/${p}`);
      await settle(page);
    } else await moveInApp(page, p);
    // Keyed by where it landed and whether it was sent there (a redirect's notice is checked too).
    const pathname = new URL(page.url()).pathname;
    const landing = `${pathname} ${pathname === `/${p}`}`;
    if (landed.has(landing)) continue;
    landed.add(landing);
    let unstyled = await unstyledMantine(page, i === 0 ? undefined : pageStyleSheets(pathname));
    if (unstyled.length && i > 0) {
      // A sheet a full load brings through a chunk it loads later (a dialog's, from the shell)
      // is not counted after a move: the page's own full load decides.
      await page.goto(`${portalUrl()}/${p}`);
      await settle(page);
      unstyled = await unstyledMantine(page);
    }
    const problems = [...(await layoutProblems(page)), ...unstyled];
    if (await page.getByRole('dialog').count()) problems.push(...(await layoutProblems(page, '[role="dialog"]')));
    await ensureAxe(page);
    await stillAnimations(page);
    problems.push(...(await axeProblems(page)));
    if (plan.desktop) {
      await page.setViewportSize(DESKTOP);
      await settle(page);
      await stillAnimations(page);
      problems.push(...(await axeProblems(page)));
    }
    if (problems.length) found[`${role} /${p} (now ${new URL(page.url()).pathname})`] = problems;
  }
}

/** Fails unless the element's box is whole inside the screen's width. */
export async function expectOnScreen(locator: Locator, what: string): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(
    box.x >= 0 && box.x + box.width <= PHONE.width,
    `${what} spans ${Math.round(box.x)} to ${Math.round(box.x + box.width)}px of ${PHONE.width}`,
  ).toBe(true);
}

/**
 * A page of a context of its own, at the phone's size; signed in (through the wide header's Login)
 * when a login is given. `touch`: a touch phone's browser, whose layout viewport grows with a page
 * too wide for it (the sweep's plain window keeps a too-wide page measurable by innerWidth).
 */
export async function phonePage(
  browser: Browser,
  login?: { email: string; password?: string },
  touch = false,
): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: PHONE, ...(touch ? { isMobile: true, hasTouch: true } : {}) })
  ).newPage();
  if (login?.password) {
    // Staff: their second step is the page's.
    await page.setViewportSize(DESKTOP);
    await loginInBrowser(page, login.email, login.password);
    await page.setViewportSize(PHONE);
  } else if (login) await signInWithoutDialog(page, login.email);
  return page;
}

export type SweepRole = 'visitor' | 'member' | keyof typeof STAFF;

/**
 * What a staff role's sweep opens: the admin area, where the roles differ, and the home page,
 * where their footer adds two links; every other member page is the member's sweep's, as staff
 * see it as members do.
 */
const STAFF_PAGES = [...ADMIN_PAGES, 'b2c/chome'];

/**
 * What the visitor's and the member's sweeps open: every page outside the admin area, and one page
 * of it, where the admin shell's one guard sends them (every admin page sits under that shell,
 * web/src/app/router.tsx), so the others would only repeat that landing.
 */
const MEMBER_SWEEP_PAGES = [...MEMBER_PAGES, ...ADMIN_PAGES.slice(0, 1)];

/**
 * Which checks each role's sweep runs (docs/adr/0087). Every sweep moves in the app after its
 * first page (a signed-out gate shown on two pages in a row is told apart by the page the main
 * landmark names), and every page gets the exact Mantine-CSS check. axe at 1280 px runs where no
 * other sweep sees the role's page at that width: not for the viewer (backoffice), whose admin pages are the admin's with fewer
 * controls, read-only forms and a note shown at both widths, while what the width changes (the
 * menu beside the page, the tables' columns) is the admin's and checked in the admin's sweep; the
 * network admin keeps it (its own menu section and the co-op list nobody else sees).
 */
const PLANS: Record<SweepRole, SweepPlan> = {
  visitor: { desktop: true },
  member: { desktop: true },
  backoffice: { desktop: false },
  admin: { desktop: true },
  network: { desktop: true },
};

/**
 * The sweep of every router page at 390 x 844 as one role, a file per role (phone-sweep-*.test.ts,
 * so two roles run side by side): the page is never wider than the screen, nothing in it scrolls
 * sideways (a table's last columns out of sight), and no floating control lies over the main
 * content's text or controls when the page opens; no Mantine component is drawn without its CSS;
 * and axe-core finds no serious or critical WCAG A/AA violation there, nor at 1280 px on the same
 * page where the role's plan says (PLANS). A page a role may not see is checked where it
 * sends that role (the login, home or newbp), once: of the admin area, whose one guard sends a
 * visitor or member away, one page (MEMBER_SWEEP_PAGES). Staff see the member pages as members do,
 * so their sweeps open the admin area and the home page only (STAFF_PAGES).
 */
export function sweepEveryPageAs(role: SweepRole): void {
  let browser: Browser;
  beforeAll(async () => {
    useLocalAws();
    browser = await launchBrowser();
    return () => browser.close();
  });

  describe(`every router page at 390 px as ${role}`, () => {
    it('no page is wider than a phone, covered by a floating control or has a serious accessibility fault', {
      timeout: 360_000,
    }, async () => {
      const found: Record<string, string[]> = {};
      const login =
        role === 'visitor'
          ? undefined
          : role === 'member'
            ? { email: (await signedUpMember('phone-sweep')).email }
            : { email: STAFF[role][0], password: STAFF[role][1] };
      const page = await phonePage(browser, login);
      await sweep(page, role, role in STAFF ? STAFF_PAGES : MEMBER_SWEEP_PAGES, found, PLANS[role]);
      await page.context().close();
      expect(found).toEqual({});
    });
  });
}
