import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, MEMBER_PAGES, sweepEveryPageAs } from './phone-layout.js';

// Every router page on a 390 px phone as a visitor; the checks: phone-layout.ts.
sweepEveryPageAs('visitor');

describe("the router's pages", () => {
  it('are read from the router', () => {
    expect(MEMBER_PAGES).toEqual(
      expect.arrayContaining(['b2c/chome', 'b2c/clocaldeals', 'b2c/chealth/locateproviders', 'b2b']),
    );
    expect(ADMIN_PAGES).toEqual(expect.arrayContaining(['admin/ahome', 'admin/inbox', 'admin/setup/groups']));
  });
});
