import { afterEach, expect, vi } from 'vitest';
import { takeCspViolations } from './browser.js';

// Live files share one module registry per worker (isolate: false in vitest.config.ts): the
// packages (playwright-core, the AWS SDK) load once per worker, not once per file. The project's
// own modules keep state (clients, config read from the environment, the next loopback address),
// so they start fresh in every file.
vi.resetModules();

// Every live test (the browser ones open pages): a Content-Security-Policy violation in any page
// fails the test that caused it. Registered first, this hook runs after the files' own.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
