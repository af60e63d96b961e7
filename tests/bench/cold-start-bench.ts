import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { implementedRoutes, PROJECT_ROOT, routeId } from '#infra/lib/deployed-routes.js';
import { bundlingFor, esbuildOptions } from '#infra/lib/route-functions.js';
import { DEMO_MEMBERS } from '#infra/local/demo-data.js';
import { toApiGatewayEvent } from '#infra/local/lambda-adapter.js';
import type { Access } from '#shared/routes.js';
import { mountPowertoolsLayer } from '../support/powertools-layer.js';
import { onOwnPortal, signedInHeaders } from './bench-session.js';

// Cold starts: every route's bundle (the deployed esbuild options, packages shipped beside it as
// the bundling hooks copy them, Powertools where its layer would be) imported and given one request in a fresh Node process, as
// Lambda's init and first invoke do, against the running local portal's DynamoDB Local. Public
// routes get a visitor's request, member and admin routes one signed in as a demo member or co-op
// admin (so the session lookup and access check run); a route whose body needs more than the
// few given below answers 400 after the chain, which is the part every request pays. Then the
// heaviest five with what their bundles hold, by package. Goal: init (import + first request) at
// most 150 ms.

const GOAL_MS = 150;
const RUNS = 3;
/** Bodies that make a visitor's request do the route's real work; every other route gets {}. */
const VISITOR_BODIES: Record<string, unknown> = {
  'outside/gethomedata': { url: 'riverbend.localhost' },
  'b2c/localdealscategories': {},
  'b2c/listdeals': { payload: { zipcode: '37064', radius: 10 } },
  'outside/checkzipcode': { zip: '37064' },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The event a POST to the route makes, as the local server builds it; `signedIn` adds a session's cookies and CSRF header. */
function eventFor(routePath: string, host: string, signedIn: Record<string, string> = {}): string {
  const body = Buffer.from(JSON.stringify(VISITOR_BODIES[routePath] ?? {}));
  const headers = { host, 'content-type': 'application/json', 'user-agent': 'cold-start-bench', ...signedIn };
  const req = {
    url: `/api/${routePath}`,
    method: 'POST',
    httpVersion: '1.1',
    headers,
    socket: { remoteAddress: '127.0.0.1' },
  };
  return JSON.stringify(toApiGatewayEvent(req as unknown as IncomingMessage, body, `POST /api/${routePath}`));
}

// The child: import the bundle, run one request, print the two times and the status.
const CHILD = `
const [file, event] = process.argv.slice(1);
const t0 = performance.now();
const { handler } = await import(file);
const t1 = performance.now();
const deadline = Date.now() + 10000;
const res = await handler(JSON.parse(event), { awsRequestId: 'cold-start', functionName: 'cold-start', getRemainingTimeInMillis: () => deadline - Date.now(), callbackWaitsForEmptyEventLoop: false });
console.log(JSON.stringify({ load: t1 - t0, first: performance.now() - t1, status: res.statusCode }));
process.exit(0);
`;

function coldStart(file: string, event: string): { load: number; first: number; status: number } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, pathToFileURL(file).href, event], {
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { load: number; first: number; status: number };
}

/** A bundle's bytes by package (node_modules/<name>) or project folder, largest first. */
function contents(metafile: Metafile, output: string): [string, number][] {
  const by = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[output]!.inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');
    by.set(pkg, (by.get(pkg) ?? 0) + bytesInOutput);
  }
  return [...by].sort((a, b) => b[1] - a[1]);
}

/** `base`: the running local portal (its environment in process.env, as startPortal sets it). */
export async function coldStartBench(base: string): Promise<void> {
  const host = new URL(base).host;
  const member = DEMO_MEMBERS.find((m) => m.role === 'member' && m.plid === 323)!;
  const staff = DEMO_MEMBERS.find((m) => m.role === 'admin' && m.plid === 323)!;
  const sessions: Partial<Record<Access, Record<string, string>>> = {
    member: await signedInHeaders(base, member.email, member.password),
    admin: await signedInHeaders(base, staff.email, staff.password),
  };
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'cold-start-'));
  try {
    const routes = implementedRoutes();
    const { metafile } = await build({
      ...esbuildOptions(),
      entryPoints: Object.fromEntries(routes.map((r) => [`${routeId(r.path)}/index`, r.entry])),
      outdir,
      absWorkingDir: PROJECT_ROOT,
      logLevel: 'error',
      metafile: true,
    });
    mountPowertoolsLayer(outdir, PROJECT_ROOT);
    for (const route of routes) {
      const commands =
        bundlingFor(route, PROJECT_ROOT).commandHooks?.afterBundling(
          PROJECT_ROOT,
          path.join(outdir, routeId(route.path)),
        ) ?? [];
      if (commands.length) execFileSync('bash', ['-ec', commands.join('\n')], { cwd: PROJECT_ROOT });
    }
    const rows = routes.map((route) => {
      const file = path.join(outdir, routeId(route.path), 'index.mjs');
      const event =
        route.access === 'public'
          ? eventFor(route.path, 'riverbend.localhost')
          : eventFor(route.path, host, sessions[route.access]);
      const runs = Array.from({ length: RUNS }, () => coldStart(file, event));
      const load = median(runs.map((r) => r.load));
      const first = median(runs.map((r) => r.first));
      return {
        route: route.path,
        load,
        first,
        init: load + first,
        status: runs[0]!.status,
        output: path.relative(PROJECT_ROOT, file),
      };
    });
    rows.sort((a, b) => b.init - a.init);
    const over = rows.filter((r) => r.init > GOAL_MS);
    console.log(
      `Cold starts (fresh Node per run, median of ${RUNS}; init = import + first request; goal at most ${GOAL_MS} ms):`,
    );
    console.log('| route | import | first request | init | status |');
    console.log('|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.route} | ${r.load.toFixed(0)} ms | ${r.first.toFixed(0)} ms | ${r.init.toFixed(0)} ms | ${r.status} |`,
      );
    console.log(
      over.length
        ? `Over ${GOAL_MS} ms: ${over.map((r) => r.route).join(', ')}`
        : `Every route's init is at most ${GOAL_MS} ms.`,
    );
    console.log('The heaviest five, what their bundles hold (kB by package):');
    for (const r of rows.slice(0, 5)) {
      const key = Object.keys(metafile.outputs).find((o) => o.endsWith(`${routeId(r.route)}/index.mjs`))!;
      console.log(
        `  ${r.route}: ${contents(metafile, key)
          .slice(0, 8)
          .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)}`)
          .join(', ')}`,
      );
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// Alone: `npm run bench:cold`, on a portal of its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await onOwnPortal('cold-start', coldStartBench);
