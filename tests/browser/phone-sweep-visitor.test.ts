import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, MEMBER_PAGES, pageStyleSheets, sweepEveryPageAs } from './phone-layout.js';

// Every router page on a 390 px phone as a visitor; the checks: phone-layout.ts.
sweepEveryPageAs('visitor');

describe("the router's pages", () => {
  it('are read from the router', () => {
    expect(MEMBER_PAGES).toEqual(
      expect.arrayContaining(['b2c/chome', 'b2c/clocaldeals', 'b2c/chealth/locateproviders', 'b2b']),
    );
    expect(ADMIN_PAGES).toEqual(expect.arrayContaining(['admin/ahome', 'admin/inbox', 'admin/setup/groups']));
  });

  it("count for a page only the style sheets of its own chunks and its shell's", () => {
    const adminShell = (sheets: Set<string>) => [...sheets].filter((f) => f.includes('admin-layout'));
    expect(adminShell(pageStyleSheets('/admin/ahome'))).toHaveLength(1);
    expect(adminShell(pageStyleSheets('/b2c/chome'))).toEqual([]);
    // The entry's sheets are every page's; a page's own are not another's.
    const home = pageStyleSheets('/b2c/chome');
    const card = pageStyleSheets('/b2c/ccard');
    expect([...home].filter((f) => card.has(f)).length).toBeGreaterThan(0);
    expect([...home].filter((f) => !card.has(f)).length).toBeGreaterThan(0);
  });
});
