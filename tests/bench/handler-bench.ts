import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_MEMBERS } from '#infra/local/demo-data.js';
import { cdkJsonContext } from '#infra/lib/cdk-context.js';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import { buildPortal } from '#infra/lib/portal.js';
import { clearHomeCache } from '#functions/core/home/home-cache.js';
import { dynamo } from '#functions/db/clients.js';
import { signedInHeaders } from './bench-session.js';

// The server's figures: each handler's index.mjs as `cdk synth` builds it, its module load
// time in a fresh Node process beside an empty handler's, and gethomedata's DynamoDB round trips
// (waves of calls sent side by side) against the running local portal's DynamoDB Local.

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Milliseconds to import the module in a fresh Node process (the process start itself excluded). */
function loadMs(file: string): number {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      'const t = performance.now(); await import(process.argv[1]); console.log(performance.now() - t);',
      pathToFileURL(file).href,
    ],
    { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return Number(out.trim());
}

/** Synthesizes every route (cdk synth's own bundling) and answers route name -> index.mjs. */
function synthBundles(): Record<string, string> {
  process.env.CDK_VALIDATION = 'false';
  // An own folder: CDK deletes its default temporary one when this (child) process exits.
  const app = new App({ context: cdkJsonContext(), outdir: mkdtempSync(path.join(os.tmpdir(), 'handler-bench-')) });
  const portal = buildPortal(app, { routes: implementedRoutes(), nag: false });
  const outdir = app.synth().directory;
  // Admin routes' functions are in the admin-api stack.
  const resources = [portal.api, portal.adminApi].flatMap((stack) =>
    Object.values(
      Template.fromStack(stack).toJSON().Resources as Record<
        string,
        { Type: string; Properties: { Description?: string; Code?: { S3Key?: string } } }
      >,
    ),
  );
  const fileOf = (description: string) => {
    const fn = resources.find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Description === description)!;
    return path.join(outdir, `asset.${String(fn.Properties.Code!.S3Key).replace(/\.zip$/, '')}`, 'index.mjs');
  };
  return Object.fromEntries([
    ['fallback', fileOf('Fallback for /api paths without a function')],
    ...implementedRoutes().map((r) => [r.path, fileOf(`POST /api/${r.path}`)]),
  ]);
}

function bundleFigures() {
  // Synthesized in a child process: esbuild and CDK's annotations write to its stderr, not here.
  const files = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), SYNTH_ONLY], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 1 << 24,
    }),
  ) as Record<string, string>;
  const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'empty-handler-'));
  const empty = path.join(emptyDir, 'index.mjs');
  writeFileSync(empty, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  console.log(
    `Handlers (index.mjs as cdk synth builds it, limit 500 kB; load = import in a fresh Node, median of ${RUNS}):`,
  );
  for (const [name, file] of [['(empty handler)', empty], ...Object.entries(files)] as const) {
    const ms = median(Array.from({ length: RUNS }, () => loadMs(file)));
    console.log(
      `  ${(statSync(file).size / 1024).toFixed(1).padStart(7)} kB  ${ms.toFixed(1).padStart(6)} ms  ${name}`,
    );
  }
  rmSync(emptyDir, { recursive: true, force: true });
  rmSync(path.dirname(path.dirname(files.fallback!)), { recursive: true, force: true });
}

/**
 * Counts DynamoDB calls and round trips in a row: a call's round trip is one more than the
 * latest of the calls that had answered before it was sent (it may have waited for them); calls
 * sent side by side share one.
 */
function countDynamo() {
  let calls = 0;
  let deepest = 0;
  let answered = 0; // deepest round trip among calls answered so far
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const trip = answered + 1;
      calls++;
      deepest = Math.max(deepest, trip);
      try {
        return await next(args);
      } finally {
        answered = Math.max(answered, trip);
      }
    },
    { step: 'initialize', name: 'benchRoundTrips' },
  );
  return async (run: () => Promise<unknown>) => {
    calls = deepest = answered = 0;
    await run();
    return `${deepest} round trip(s), ${calls} call(s)`;
  };
}

async function roundTripFigures(base: string) {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/outside/gethomedata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (r.status !== 200) throw new Error(`gethomedata: ${r.status}`);
      return r.text();
    });
  const demo = DEMO_MEMBERS[1];
  const asMember = await signedInHeaders(base, demo.email, demo.password);

  const count = countDynamo();
  const visitor = { url: 'riverbend.localhost' };
  console.log('gethomedata DynamoDB round trips (local portal, DynamoDB Local):');
  clearHomeCache();
  console.log(`  visitor by host, cold cache: ${await count(() => post(visitor))}`);
  console.log(`  visitor by host, warm:       ${await count(() => post(visitor))}`);
  clearHomeCache();
  console.log(`  visitor with key, cold:      ${await count(() => post({ key: '417' }))}`);
  clearHomeCache();
  console.log(`  member, cold cache:          ${await count(() => post({}, asMember))}`);
  console.log(`  member, warm:                ${await count(() => post({}, asMember))}`);
}

/** `base`: the running local portal, for the round trips. */
export async function handlerBench(base: string): Promise<void> {
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'silent';
  try {
    await roundTripFigures(base);
  } finally {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  }
  bundleFigures();
}

const SYNTH_ONLY = '--synth-handler-bundles';
if (process.argv[2] === SYNTH_ONLY) console.log(JSON.stringify(synthBundles()));
