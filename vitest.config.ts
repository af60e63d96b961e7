import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SlowestFirstSequencer } from './tests/support/file-order.js';

// Three projects: fast node tests (unit, handlers with aws-sdk-client-mock, CDK assertions),
// web component tests in jsdom, and live tests (integration and browser) that share one local
// portal started by the global setup on free ports with its own data folder.
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // The slowest files first, also in a fresh clone (tests/support/file-order.ts).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/handlers/**/*.test.ts', 'tests/infra/**/*.test.ts'],
          env: { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true' },
          setupFiles: ['tests/support/unit-setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          // Unit and web first, on both cores (vitest would otherwise take its workers from the
          // live project's setting); live after them, on its own.
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.tsx'],
          setupFiles: ['tests/web/setup.ts'],
          // One module registry per worker: the packages load once, the app's modules afresh in
          // each file (tests/web/setup.ts).
          isolate: false,
          // Long form walks take a few seconds in jsdom; two workers on two cores can double that.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'live',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/live-setup.ts'],
          // One module registry per worker, as unit and web (tests/support/live-setup.ts).
          isolate: false,
          env: { LOG_LEVEL: 'silent', POWERTOOLS_METRICS_DISABLED: 'true' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on a condition; its 1 s default is too short for a page on a busy
          // 2-core machine (two files, a browser and the portal at once).
          expect: { poll: { timeout: 15_000 } },
          // Three files at a time on the two cores: a live file waits on the portal, the browser
          // and its own answer floors about a quarter of its time, which a third file fills. Each
          // file makes its own members, businesses and co-ops (tests/support/own-coop.ts), from
          // its own loopback addresses, and no live test reads a whole table, so files never see
          // each other's data.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
        },
      },
    ],
  },
});
