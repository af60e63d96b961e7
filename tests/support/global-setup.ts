import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal } from '#infra/local/portal.js';
import { launchBrowserServer } from './browser.js';

// One local portal for the live tests (integration and browser): DynamoDB Local in memory,
// s3rver in a temp folder, the SES emulator and the HTTP server, all on free ports. Tests give
// themselves their own data (their own members, emails) so they never depend on each other.

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    mailboxUrl: string;
    portalEnv: Record<string, string>;
    /** The run's one Chromium, for tests/support/browser.ts's launchBrowser to connect to. */
    browserWsEndpoint: string;
    /** The portal's EMF metric lines, one JSON line each (infra/local/metrics-sink.ts). */
    metricsLog: string;
  }
}

export default async function setup(project: TestProject) {
  // The portal's request log lines would drown the test report; PORTAL_LOGS=1 shows them.
  if (!process.env.PORTAL_LOGS) process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  // Chromium starts while the portal loads its data: one browser for every browser test file.
  const browserStart = launchBrowserServer();
  // New password hashes at scrypt N=2^14 instead of 2^17 (functions/core/accounts/passwords.ts):
  // the same code and format, eight times cheaper for the suite's hundreds of sign-ups and logins.
  // Only the demo deals near the demo co-ops, where the tests search: the whole country's load is
  // npm start's and the bench's (tests/infra/demo-deals-load.test.ts checks it item by item).
  const portal = await startPortal({
    dataDir,
    port: 0,
    inMemory: true,
    passwordHashLogN: 14,
    nearDemoDealsOnly: true,
    metricsLog: path.join(dataDir, 'metrics.ndjson'),
  }).catch(async (error: unknown) => {
    await (await browserStart).close();
    throw error;
  });
  const browser = await browserStart;
  project.provide('portalUrl', portal.url);
  project.provide('mailboxUrl', portal.mailboxUrl);
  project.provide('portalEnv', portal.env);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('metricsLog', path.join(dataDir, 'metrics.ndjson'));
  return async () => {
    await browser.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
