import { afterEach, expect, vi } from 'vitest';
import { takeCspViolations } from './browser.js';

// A live read waits on its condition with expect.poll, and its first call may itself wait for an
// element to appear (textContent(), getAttribute()): 1 s, vitest's default, is too short for a page
// on two busy cores. Fifteen seconds, as long as a locator's waitFor could take in practice.
vi.setConfig({ expect: { poll: { timeout: 15_000 } } });

// Every live test (the browser ones open pages): a Content-Security-Policy violation in any page
// fails the test that caused it. Registered first, this hook runs after the files' own.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
