import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute } from '../../shared/routes.js';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';
import {
  bundleFunctions,
  invokeAsLambda,
  LAMBDA_RESERVED,
  removeTestApps,
  routeRequest,
  startLocalCloud,
  synthesizeDeployed,
  type Bundles,
  type Invocation,
  type LocalCloud,
  type TemplateFunction,
} from '../support/deployed-functions.js';
import { FIXTURE } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// What `cdk deploy` ships, run as Lambda runs it: every function of every synthesized template
// (the routes of the api and admin-api stacks, the fallback, the SES feedback function, the
// digest), its bundle built as CDK builds it, loaded in a process of its own with only the
// variables its template sets (references resolved to DynamoDB Local, s3rver, the SES emulator
// and a Secrets Manager stand-in) and those Lambda's runtime sets, then sent one real event.
// A function that fails to load, misses a module, answers 5xx or reads a variable of the app
// that its own template does not set fails here under its own name.

const app = synthesizeDeployed();
/** Every variable name any of the app's functions is given: the portal's settings, as the templates name them. */
const APP_VARIABLES = new Set(app.functions.flatMap((fn) => Object.keys(fn.properties.Environment?.Variables ?? {})));
const variablesOf = (fn: TemplateFunction) => new Set(Object.keys(fn.properties.Environment?.Variables ?? {}));

/** A permanent bounce to this address, as the stage's EventBridge rule delivers SES's event. */
const BOUNCED = 'bounced.member@example.com';

let cloud: LocalCloud;
let bundles: Bundles;
const results = new Map<TemplateFunction, Invocation>();
let wallMs = 0;

/** The one event each function gets; routes their first example body (an upload route a real image). */
async function eventFor(fn: TemplateFunction): Promise<object> {
  switch (fn.source.kind) {
    case 'route': {
      const { route } = fn.source;
      const examples = (ROUTE_EXAMPLES as Record<string, readonly unknown[] | undefined>)[route.path];
      if (!examples?.length) throw new Error(`${route.path} has no example in tests/support/route-examples.ts`);
      const body = examples[0] as { filename?: string };
      const filename = body.filename ?? 'x.png';
      const upload = findRoute(route.path)?.multipart
        ? { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId)), filename }
        : undefined;
      return routeRequest(cloud, route, body, { upload });
    }
    case 'fallback':
      return {
        version: '2.0',
        routeKey: '$default',
        rawPath: '/api/nope/nothing',
        rawQueryString: '',
        headers: { 'content-type': 'application/json' },
        requestContext: { http: { method: 'POST', path: '/api/nope/nothing' }, requestId: 'fallback' },
        body: '{}',
        isBase64Encoded: false,
      };
    case 'feedback':
      return {
        version: '0',
        id: 'b2a6c2d4-0000-4000-8000-000000000001',
        'detail-type': 'Email Bounced',
        source: 'aws.ses',
        account: '123456789012',
        time: new Date().toISOString(),
        region: 'us-east-1',
        resources: [],
        detail: {
          eventType: 'Bounce',
          mail: { destination: [BOUNCED], tags: { 'ses:configuration-set': [cloud.configurationSet] } },
          bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: BOUNCED }] },
        },
      };
    case 'digest':
      // EventBridge Scheduler's Lambda target without an input sends an empty object.
      return {};
  }
}

/** Routes that end every session of the member they act on (a password set): after the others, one at a time. */
const endsSessions = (fn: TemplateFunction) =>
  fn.source.kind === 'route' && (fn.source.route.data.writes?.ephemeral ?? []).includes('memberSessions');

async function runAll(functions: TemplateFunction[], parallel: number): Promise<void> {
  const queue = [...functions];
  const worker = async () => {
    for (let fn = queue.shift(); fn; fn = queue.shift()) {
      try {
        results.set(fn, await invokeAsLambda(app, cloud, bundles, fn, await eventFor(fn)));
      } catch (error) {
        results.set(fn, {
          phase: 'init',
          error: { name: 'Harness', message: (error as Error).message },
          unsetReads: [],
          output: '',
          ms: 0,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

const phases: string[] = [];
beforeAll(async () => {
  const started = Date.now();
  const mark = (what: string) => phases.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // One after the other: DynamoDB Local's JVM starting beside esbuild on two busy cores can miss its start deadline.
  cloud = await startLocalCloud(app);
  mark('emulators and data');
  bundles = await bundleFunctions(app.functions);
  mark('bundles');
  await runAll(
    app.functions.filter((fn) => !endsSessions(fn)),
    3,
  );
  // Among them, order matters whatever order the route table lists them in: logins first, then
  // the routes that set the example member's password (the others' examples know the old one),
  // then staff routes, which act on the member's account (admin/setmemberstatus deactivates it).
  const rank = (fn: TemplateFunction) =>
    fn.source.kind !== 'route'
      ? 0
      : fn.source.route.access === 'admin'
        ? 2
        : fn.source.route.password === 'set'
          ? 1
          : 0;
  await runAll(
    app.functions.filter(endsSessions).sort((a, b) => rank(a) - rank(b)),
    1,
  );
  mark('invocations');
  wallMs = Date.now() - started;
}, 600_000);

afterAll(async () => {
  const started = Date.now();
  // Side by side: the emulators' stop waits on DynamoDB Local's JVM, the folder removal on the disk.
  await Promise.all([cloud?.stop(), bundles && rm(bundles.outdir, { recursive: true, force: true })]);
  removeTestApps();
  console.log(
    `deployed functions: emulators stopped and bundles removed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}, 120_000);

/** Why a function failed, for the failure message: its error and its last log lines. */
const why = (fn: TemplateFunction, r: Invocation) =>
  `${fn.name} (${fn.stackName}/${fn.logicalId}) ${r.phase}: ${r.error ? `${r.error.name}: ${r.error.message}` : JSON.stringify(r.result)?.slice(0, 300)}\n${r.output.split('\n').slice(-8).join('\n')}`;

describe('the synthesized app', () => {
  it('has one function per implemented route, the fallback, the SES feedback function and the digest, each with a known source', () => {
    const kinds = app.functions.map((fn) => fn.source.kind);
    expect(kinds.filter((k) => k === 'route').length).toBeGreaterThan(50);
    expect(kinds.filter((k) => k !== 'route').sort()).toEqual(['digest', 'fallback', 'feedback']);
    // Only CDK's own providers are left out (their code is CDK's, their work a deploy's).
    for (const s of app.skipped)
      expect(s.reason).toMatch(/Custom::CDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287/);
  });

  it('sets no variable Lambda reserves for its runtime', () => {
    for (const fn of app.functions)
      expect(
        [...variablesOf(fn)].filter((name) => (LAMBDA_RESERVED as readonly string[]).includes(name)),
        fn.name,
      ).toEqual([]);
  });

  it('runs every one of them once', () => {
    // The cost of this file, for the suite's budget (no assertion on it: timings go in benches).
    const slowest = [...results].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 3);
    console.log(
      `deployed functions: ${results.size} run in ${(wallMs / 1000).toFixed(1)} s (${phases.join(', ')}); slowest: ${slowest.map(([fn, r]) => `${fn.name} ${r.ms} ms`).join(', ')}`,
    );
    expect(results.size).toBe(app.functions.length);
  });
});

it('fails a function that reads a variable its template does not set, naming the variable (the SES feedback function without CORE_TABLE)', async () => {
  const feedback = app.functions.find((fn) => fn.source.kind === 'feedback');
  if (!feedback) throw new Error('The app has no SES feedback function');
  expect(Object.keys(feedback.properties.Environment.Variables)).toContain('CORE_TABLE');
  const r = await invokeAsLambda(app, cloud, bundles, feedback, await eventFor(feedback), { without: ['CORE_TABLE'] });
  expect(r.unsetReads).toContain('CORE_TABLE');
  expect(r.phase).toBe('invoke');
  expect(r.error?.message).toBe('Missing environment variables for a deployed function: CORE_TABLE');
});

describe.each(app.functions.map((fn) => [fn.name, fn] as const))('%s, as deployed', (_name, fn) => {
  it('loads, reads only variables its template sets, and answers its event', () => {
    const r = results.get(fn);
    if (!r) throw new Error(`${fn.name} was not invoked`);
    expect(r.phase, why(fn, r)).toBe('done');
    const unset = r.unsetReads.filter((name) => APP_VARIABLES.has(name) && !variablesOf(fn).has(name));
    expect(unset, `${fn.name} reads variables its template does not set`).toEqual([]);
    const result = r.result;
    switch (fn.source.kind) {
      case 'route':
        expect(result.statusCode, why(fn, r)).toBeLessThan(500);
        // The session is the co-op's network staff: the chain lets every route's example in.
        expect([401, 403], why(fn, r)).not.toContain(result.statusCode);
        if (fn.source.route.method === 'GET') expect(result.statusCode, why(fn, r)).toBe(200);
        break;
      case 'fallback':
        expect(result.statusCode).toBe(404);
        expect(JSON.parse(result.body)).toEqual({ success: false, message: COMMON_MESSAGES.notFound });
        break;
      case 'feedback':
        expect(result, why(fn, r)).toEqual({ suppressed: 1, ignored: 0 });
        break;
      case 'digest':
        // No co-op's send time has come on most days: the run lists the co-ops and sends nothing.
        expect(Array.isArray(result), why(fn, r)).toBe(true);
        break;
    }
  });
});
