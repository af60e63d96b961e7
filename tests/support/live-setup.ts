import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.js';

// Every live test (the browser ones open pages): a Content-Security-Policy violation in any page
// fails the test that caused it. Registered first, this hook runs after the files' own.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
