import path from 'node:path';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setNewHashLogN } from '#functions/core/accounts/passwords.js';
import { resetClients } from '#functions/db/clients.js';
import { createResources } from './create-resources.js';
import { startEmulators } from './emulators.js';
import { installIconThread, stopIconThread } from './icon-maker.js';
import { installMailboxSimulator } from './mailbox-simulator.js';
import { installMetricsSink } from './metrics-sink.js';
import { ensureDemoBenefits, ensureDemoDeals, ensureDemoDomainListings, isSeeded, seedDemo } from './seed.js';
import { ensureZipCentroids } from './zip-centroids.js';
import type { RequestLine } from './local-answers.js';
import { createPortalServer } from './server.js';
import { localCertificate } from './tls.js';

// The whole portal on this machine: emulators, tables and bucket, demo data, one HTTP port.
// `npm start` and the tests' global setup both call startPortal.

export interface PortalOptions {
  dataDir: string;
  port: number;
  /** Host to listen on; 127.0.0.1 keeps the portal private to this machine. */
  host?: string;
  reset?: boolean;
  /** Keep DynamoDB in memory (tests): faster and leaves nothing behind. */
  inMemory?: boolean;
  ports?: { dynamodb?: number; s3?: number; ses?: number };
  /**
   * `npm start`: serve at once and load the ZIP list (42k items, about a minute on a persisted
   * DynamoDB Local, once per data folder) behind it. Tests wait for it.
   */
  zipsInBackground?: boolean;
  /** Serve HTTPS with HTTP/2, as CloudFront does, on a self-signed certificate (the Lighthouse bench). */
  http2?: boolean;
  /** `npm start`: each API request once answered, for the terminal's readable line (local-answers.ts). */
  onRequest?: (line: RequestLine) => void;
  /** The live tests: new password hashes at this scrypt cost (log2 N, 14 to 20) instead of 17. */
  passwordHashLogN?: number;
  /**
   * The live tests: only the demo deals within 100 miles of the demo co-ops (about 7,000 items of
   * 47,000, 15 s less before the first test); the tests search there or make their own listings.
   */
  nearDemoDealsOnly?: boolean;
  /**
   * Metrics on, and their EMF lines written to this file (one JSON line each, as CloudWatch Logs
   * receives them from stdout) instead of the console: the browser tests read it
   * (tests/browser/web-vitals.test.ts), `npm start` keeps it in its data folder.
   */
  metricsLog?: string;
}

export interface Portal {
  url: string;
  mailboxUrl: string;
  endpoints: { dynamodb: string; s3: string; ses: string };
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startPortal(options: PortalOptions): Promise<Portal> {
  // Lambda runs Node 22+; this notice about the local Node 20 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // EMF metric lines are for CloudWatch: off here unless a sink takes them (metricsLog), or
  // POWERTOOLS_METRICS_DISABLED=false prints them on the console.
  if (options.metricsLog) process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  else process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  // This process runs the handlers, so only this portal's hashes change (not other test workers').
  if (options.passwordHashLogN !== undefined) setNewHashLogN(options.passwordHashLogN);
  const emulators = await startEmulators({
    dataDir: options.dataDir,
    inMemory: options.inMemory,
    ports: options.ports,
  });
  const env: Record<string, string> = {
    STAGE: 'local',
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: emulators.endpoints.dynamodb,
    S3_ENDPOINT: emulators.endpoints.s3,
    SES_ENDPOINT: emulators.endpoints.ses,
    CORE_TABLE: 'portal-core',
    EPHEMERAL_TABLE: 'portal-ephemeral',
    GEO_TABLE: 'portal-geo',
    MEDIA_BUCKET: 'portal-media',
    MAIL_FROM: 'no-reply@portal.localhost',
    // b2c/getid signs from this file's secret (made on first use); Secrets Manager when deployed.
    LOCAL_PARTNER_KEY_FILE: path.join(options.dataDir, 'partner-token.secret'),
  };
  Object.assign(process.env, env);
  resetClients();
  installMailboxSimulator();
  installIconThread();
  try {
    await createResources();
  } catch (error) {
    await emulators.stop();
    throw error;
  }

  const sink = options.metricsLog
    ? installMetricsSink(options.metricsLog, { echo: Boolean(process.env.PORTAL_LOGS) })
    : undefined;
  // While the ZIP list and demo deals load behind a started `npm start`, an empty search says so.
  let demoLoading = false;
  const server = createPortalServer(options.http2 ? localCertificate(options.dataDir) : undefined, {
    onRequest: options.onRequest,
    demoLoading: () => demoLoading,
  });
  const scheme = options.http2 ? 'https' : 'http';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Links in emails point at this server, on the co-op's own *.localhost host name.
  env.PORTAL_URL_TEMPLATE = `${scheme}://{host}:${port}`;
  process.env.PORTAL_URL_TEMPLATE = env.PORTAL_URL_TEMPLATE;
  if (!(await isSeeded())) await seedDemo();
  else {
    await ensureDemoBenefits();
    await ensureDemoDomainListings();
  }
  const demoDeals = { nearOnly: options.nearDemoDealsOnly };
  if (!options.zipsInBackground) {
    // One after the other: side by side they contend in DynamoDB Local and take longer together.
    await ensureZipCentroids();
    await ensureDemoDeals(demoDeals);
  } else {
    const zips = ensureZipCentroids();
    const deals = ensureDemoDeals(demoDeals);
    demoLoading = true;
    void Promise.allSettled([zips, deals]).then(() => (demoLoading = false));
    const started = Date.now();
    console.log('Loading the US ZIP list and the demo local deals in the background (first start only)…');
    zips.then(
      (count) =>
        count && console.log(`ZIP list loaded: ${count} ZIP codes in ${((Date.now() - started) / 1000).toFixed(0)} s`),
      (error: Error) => console.error(`ZIP list not loaded (${error.message}); it is tried again at the next start.`),
    );
    deals.then(
      (count) =>
        count &&
        console.log(`Demo local deals loaded: ${count} listings in ${((Date.now() - started) / 1000).toFixed(0)} s`),
      (error: Error) =>
        console.error(`Demo local deals not loaded (${error.message}); they are tried again at the next start.`),
    );
  }
  return {
    url: `${scheme}://localhost:${port}`,
    mailboxUrl: emulators.endpoints.ses,
    endpoints: emulators.endpoints,
    env,
    async stop() {
      await server.shutdown();
      await stopIconThread();
      await emulators.stop();
      await sink?.stop();
    },
  };
}
