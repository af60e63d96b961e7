import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { portalUrl } from '../support/live-env.js';

// Every page of the SPA's router, opened fresh (a full load, so no CSS is left over from another
// page) by the network admin, who may open them all: no Mantine component on it is drawn without
// its CSS. Mantine's CSS is loaded per component (web/src/app/styles.ts); a class Mantine puts on
// an element (m_<hash>) that no loaded style sheet names is a component someone forgot, such as
// a Switch shown as a bare checkbox. tests/unit/mantine-css.test.ts checks the imports file by file;
// this finds the parts composites draw with.

const ROUTER = path.resolve(__dirname, '../../web/src/app/router.tsx');
/** The router's own page paths (its PAGES list), those without parameters. */
const PATHS = [...readFileSync(ROUTER, 'utf8').matchAll(/\{ path: '([^']+)', load:/g)]
  .map((m) => m[1]!)
  .filter((p) => !/[:*]/.test(p));

/** Mantine's classes on the page that no loaded style sheet names, with the component they belong to. */
function unstyled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        const selector = (rule as CSSStyleRule).selectorText;
        if (selector) for (const m of selector.matchAll(/\.(m_[0-9a-f]{8})/g)) named.add(m[1]!);
        const inner = (rule as CSSGroupingRule).cssRules;
        if (inner) visit(inner);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const missing = new Map<string, string>();
    for (const el of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const c of Array.from(el.classList)) {
        if (/^m_[0-9a-f]{8}$/.test(c) && !named.has(c))
          missing.set(c, Array.from(el.classList).find((x) => x.startsWith('mantine-')) ?? el.tagName);
      }
    }
    return [...missing].map(([c, component]) => `${component} (${c})`);
  });
}

const browser = useBrowser();

describe('Mantine styles on every page', () => {
  it("lists the router's pages", () => {
    expect(PATHS).toEqual(expect.arrayContaining(['b2c/chome', 'admin/ahome', 'admin/setup/groups', 'b2b']));
  });

  it('draws every Mantine component on every page with its CSS', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await loginInBrowser(first, 'admin@portal.example', 'Granite$Falcon29');
    const found: Record<string, string[]> = {};
    // Three tabs of the admin's session take the pages in turn: most of a page's time is waiting
    // for the network to go quiet, which the tabs do side by side.
    const pages = [first, await context.newPage(), await context.newPage()];
    const queue = [...PATHS];
    await Promise.all(
      pages.map(async (page) => {
        for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
          await page.goto(`${portalUrl()}/${p}`);
          // Lazy chunks and their CSS, the page's data and what it draws from them.
          await page.waitForLoadState('networkidle');
          await page.locator('main, [role="main"], h1').first().waitFor();
          const missing = await unstyled(page);
          if (missing.length) found[p] = missing;
        }
      }),
    );
    expect(found).toEqual({});
  }, 240_000);
});
