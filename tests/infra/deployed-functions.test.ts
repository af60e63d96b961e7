import { Template } from 'aws-cdk-lib/assertions';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '#infra/lib/cdk-context.js';
import { implementedRoutes, PROJECT_ROOT, type DeployedRoute } from '#infra/lib/deployed-routes.js';
import { buildPortal } from '#infra/lib/portal.js';
import { POWERTOOLS_PACKAGES } from '#infra/lib/powertools.js';
import { findRoute, routeList } from '#shared/routes.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { testApp } from '../support/cdk-app.js';
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
//
// The same bundles are the ones the "Lambda bundles" tests read (sizes, what each carries and
// ships beside it, CDK's own bundling compared on one route and the fallback): one esbuild call
// per run builds every function once (esbuild shares the parsing of common modules across entry
// points), which the bundle test and this file each used to do (docs/adr/0085).

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
    case 'partnerMail':
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
// Every function's bundle first, for the bundle checks and the invocations alike. One after the
// other: DynamoDB Local's JVM starting beside esbuild on two busy cores can miss its start deadline.
beforeAll(async () => {
  const started = Date.now();
  bundles = await bundleFunctions(app.functions);
  phases.push(`bundles ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 300_000);

let invoked: Promise<void> | undefined;
/**
 * The emulators, their data and every function's one invocation, once, for the tests that read
 * them (a hook of each of their blocks): the bundle checks do not wait on them, nor fail with them.
 */
const invokeAll = () =>
  (invoked ??= (async () => {
    const started = Date.now();
    const mark = (what: string) => phases.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    cloud = await startLocalCloud(app);
    mark('emulators and data');
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
  })());
const INVOCATIONS_TIMEOUT = 600_000;

afterAll(async () => {
  const started = Date.now();
  // Side by side: the emulators' stop waits on DynamoDB Local's JVM, the folder removal on the disk.
  await Promise.all([invoked && cloud?.stop(), bundles && rm(bundles.outdir, { recursive: true, force: true })]);
  removeTestApps();
  console.log(
    `deployed functions: emulators stopped and bundles removed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}, 120_000);

// --- the bundles themselves: what CDK makes, their sizes, what each carries and ships beside it ---

/** The first of a list, or a failure naming what was looked for. */
function firstOf<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`No ${what}`);
  return item;
}
const routeAt = (routePath: string) =>
  firstOf(
    implementedRoutes().filter((r) => r.path === routePath),
    routePath,
  );
const firstRoute =
  implementedRoutes().find((r) => r.path === 'outside/gethomedata') ??
  firstOf(implementedRoutes(), 'implemented route');
/** A route that sets a password: it ships zxcvbn-ts beside its bundle. */
const setRoute = firstOf(
  implementedRoutes().filter((r) => r.password === 'set'),
  'route that sets a password',
);
/** At most 500 kB (kibibytes, as the budget's figures were measured) per index.mjs. */
const HANDLER_LIMIT_BYTES = 500 * 1024;
/** Routes that send email carry the SES v2 client; the others must not. */
const MAIL_ROUTES = new Set(routeList.filter((r) => r.data.mail).map((r) => r.path));
/** Routes with a media grant load the S3 client by import(); the others never reach it. */
const MEDIA_ROUTES = new Set(routeList.filter((r) => r.data.media).map((r) => r.path));

/** The app's function for a route, the fallback or the SES feedback function. */
const functionOf = (of: DeployedRoute | 'fallback' | 'feedback') =>
  firstOf(
    app.functions.filter((fn) =>
      typeof of === 'string' ? fn.source.kind === of : fn.source.kind === 'route' && fn.source.route.path === of.path,
    ),
    `function for ${typeof of === 'string' ? of : of.path}`,
  );
/** Its code folder (the asset CDK uploads), outside the project, as cdk.out is. */
const dirOf = (of: DeployedRoute | 'fallback' | 'feedback') => bundles.taskRoot(functionOf(of));
const bundleOf = (of: DeployedRoute | 'fallback' | 'feedback') => path.join(dirOf(of), 'index.mjs');
/** The source modules esbuild put in a route's bundle. */
const inputsOf = (route: DeployedRoute) => {
  const output = Object.entries(bundles.metafile.outputs).find(
    ([file]) => path.resolve(PROJECT_ROOT, file) === bundleOf(route),
  );
  if (!output) throw new Error(`esbuild's metafile has no output for ${route.path}`);
  return Object.keys(output[1].inputs);
};

/** Every file under dir (relative, sorted): the whole asset, beside-packages included. */
const filesUnder = (dir: string): string[] =>
  (
    readdirSync(dir, { recursive: true, withFileTypes: true }) as {
      name: string;
      parentPath: string;
      isFile(): boolean;
    }[]
  )
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

/** A source map with its sources made absolute: the same map whichever folder the bundle was built in. */
const mapOf = (dir: string) => {
  const map = JSON.parse(readFileSync(path.join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
  return { ...map, sources: map.sources.map((s) => path.resolve(dir, s)) };
};

// First in the file, before any invocation: the bundles as built, and nothing waits on the emulators.
describe('Lambda bundles', () => {
  it("makes the same bundles as CDK's own bundling of the deployed functions (one route that ships packages beside it, and the fallback)", () => {
    // CDK's built-in CloudFormation schema validation costs seconds per app; portal.test.ts keeps it.
    process.env.CDK_VALIDATION = 'false';
    try {
      const app = testApp(cdkJsonContext());
      const portal = buildPortal(app, { routes: [setRoute], nag: false });
      const cdkOut = app.synth().directory;
      // Admin routes' functions are in the admin-api stack.
      const resources = [portal.api, portal.adminApi].flatMap((stack) =>
        Object.values((Template.fromStack(stack).toJSON().Resources ?? {}) as Record<string, any>),
      );
      const assetOf = (description: string) => {
        const fn = resources.find(
          (r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Description === description,
        );
        return path.join(cdkOut, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
      };
      const pairs = [
        [assetOf(`POST /api/${setRoute.path}`), dirOf(setRoute)],
        [assetOf('Fallback for /api paths without a function'), dirOf('fallback')],
      ] as const;
      for (const [cdk, ours] of pairs) {
        expect(filesUnder(ours)).toEqual(filesUnder(cdk));
        expect(filesUnder(ours)).toContain('index.mjs.map');
        expect(
          readFileSync(path.join(ours, 'index.mjs')).equals(readFileSync(path.join(cdk, 'index.mjs'))),
          `${ours}/index.mjs differs from CDK's`,
        ).toBe(true);
        expect(mapOf(ours)).toEqual(mapOf(cdk));
        for (const file of filesUnder(cdk).filter((f) => f.startsWith('node_modules/'))) {
          expect(readFileSync(path.join(ours, file)).equals(readFileSync(path.join(cdk, file))), file).toBe(true);
        }
      }
      expect(filesUnder(pairs[0][1]).some((f) => f.startsWith('node_modules/@zxcvbn-ts/core/'))).toBe(true);
    } finally {
      delete process.env.CDK_VALIDATION;
    }
  }, 120_000);

  /** Imports the bundle in a fresh Node process, optionally calls its handler with an event. */
  const load = (file: string, event?: object) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(process.argv[1]);
           const result = process.argv[2] ? await m.handler(JSON.parse(process.argv[2])) : null;
           console.log(JSON.stringify({ handler: typeof m.handler, result }));`,
          pathToFileURL(file).href,
          event ? JSON.stringify(event) : '',
        ],
        { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } },
      ),
    ) as { handler: string; result: { statusCode: number; body: string } | null };

  it('bundles a route handler (middy, zod, AWS SDK) into an ES module that loads', () => {
    const file = bundleOf(firstRoute);
    expect(existsSync(`${file}.map`)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toMatch(/from\s*["']@aws-sdk\//); // the SDK is inside, not external
    expect(load(file).handler).toBe('function');
  });

  it(`keeps every handler's index.mjs at most ${HANDLER_LIMIT_BYTES / 1024} kB (source map and zxcvbn-ts beside it do not count)`, () => {
    const sizes = implementedRoutes().map((r) => ({ path: r.path, bytes: statSync(bundleOf(r)).size }));
    expect(sizes).toHaveLength(implementedRoutes().length);
    const offenders = sizes
      .filter((s) => s.bytes > HANDLER_LIMIT_BYTES)
      .map((s) => `${s.path}: ${(s.bytes / 1024).toFixed(1)} kB`);
    expect(offenders, `over ${HANDLER_LIMIT_BYTES / 1024} kB`).toEqual([]);
  });

  it('bundles the SES feedback function within the limit, and it handles an event (a transient bounce suppresses nothing)', () => {
    const file = bundleOf('feedback');
    expect(statSync(file).size).toBeLessThan(HANDLER_LIMIT_BYTES);
    const transient = {
      source: 'aws.ses',
      'detail-type': 'Email Bounced',
      detail: {
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'full@example.com' }] },
      },
    };
    expect(load(file, transient)).toEqual({ handler: 'function', result: { suppressed: 0, ignored: 1 } });
  });

  /** A static import Lambda satisfies: a Node built-in, or a package of the Powertools layer (or one of its subpaths). */
  const provided = (name: string) =>
    isBuiltin(name) || POWERTOOLS_PACKAGES.some((p) => name === p || name.startsWith(`${p}/`));

  it('carries only the SDK clients a route uses, and imports nothing statically that Lambda (with the Powertools layer) lacks', () => {
    for (const route of implementedRoutes()) {
      const code = readFileSync(bundleOf(route), 'utf8');
      // Externals (zxcvbn-ts, the credential providers Lambda never reaches) only by import().
      // A minified static import follows a line start, a `;`, or a function body's `}`.
      const imported = [...code.matchAll(/(?:^|[;}])import\s*(?:[^;"'()]*?from\s*)?["']([^"']+)["']/gm)].map(
        (m) => m[1] ?? '',
      );
      expect(imported, route.path).toContain('node:module'); // the banner: the pattern does see imports
      expect(
        imported.filter((name) => !provided(name)),
        route.path,
      ).toEqual([]);
      // Powertools is imported, from the layer, never inlined; the X-Ray SDK is never loaded (ADR 0061).
      expect(imported, route.path).toContain('@aws-lambda-powertools/logger');
      expect(
        imported.filter((name) => name.startsWith('@aws-lambda-powertools/tracer') || name === 'aws-xray-sdk-core'),
        route.path,
      ).toEqual([]);
      expect(code, route.path).not.toContain('POWERTOOLS_METRICS_DISABLED');
      // The S3 client is never inlined: media routes import() it from beside their bundle.
      expect(code, route.path).not.toContain('"PutObject"');
      expect(/import\(\s*["']@aws-sdk\/client-s3["']\s*\)/.test(code), route.path).toBe(MEDIA_ROUTES.has(route.path));
      if (!MAIL_ROUTES.has(route.path)) expect(code, route.path).not.toContain('"SendEmail"');
    }
    expect(implementedRoutes().some((r) => readFileSync(bundleOf(r), 'utf8').includes('"SendEmail"'))).toBe(true);
  });

  it('leaves out the schema modules of other routes, which its cold start would otherwise build', () => {
    /** The shared/schemas modules (messages aside: plain strings) a bundle holds. */
    const schemaModules = (route: DeployedRoute) => {
      return inputsOf(route)
        .filter((input) => input.startsWith('shared/schemas/') && !input.endsWith('-messages.ts'))
        .sort();
    };
    const all = readdirSync(path.join(PROJECT_ROOT, 'shared/schemas')).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('-messages.ts'),
    );
    // A deal search builds its own schemas, the common fields, and the account fields the members repo reads.
    expect(schemaModules(routeAt('b2c/listdeals'))).toEqual([
      'shared/schemas/account.ts',
      'shared/schemas/common.ts',
      'shared/schemas/deals.ts',
    ]);
    for (const route of implementedRoutes()) {
      expect(schemaModules(route).length, route.path).toBeLessThan(all.length / 2);
      if (route.access !== 'admin')
        expect(
          schemaModules(route).filter((m) => m.startsWith('shared/schemas/admin-')),
          route.path,
        ).toEqual([]);
    }
  });

  it('carries the image codecs (pngjs, jpeg-js) only in the route that makes home-screen icons from a logo', () => {
    const withCodecs = implementedRoutes().filter((route) =>
      inputsOf(route).some((input) => /node_modules\/(pngjs|jpeg-js)\//.test(input)),
    );
    expect(withCodecs.map((r) => r.path)).toEqual(['admin/uploadcoopimage']);
  });

  it('never inlines zxcvbn-ts or its dictionaries (about 1.5 MB): they stay a dynamic import', () => {
    for (const route of [firstRoute, setRoute]) {
      const code = readFileSync(bundleOf(route), 'utf8');
      // The dictionaries' names in language-en and language-common, and zxcvbn's main class.
      for (const marker of ['commonWords-en', 'diceware-common', 'passwords-common', 'class ZxcvbnFactory'])
        expect(code).not.toContain(marker);
    }
    expect(readFileSync(bundleOf(setRoute), 'utf8')).toMatch(/import\(\s*["']@zxcvbn-ts\/core["']\s*\)/);
  });

  it("ships zxcvbn-ts beside a password-setting route's bundle, importable from its folder in plain Node", () => {
    expect(setRoute.password).toBe('set');
    const file = bundleOf(setRoute);
    expect(load(file).handler).toBe('function');
    const dir = path.dirname(file);
    expect(existsSync(path.join(dir, 'node_modules/@zxcvbn-ts/language-en/package.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules/@zxcvbn-ts/core/src'))).toBe(false); // sources pruned
    // Resolved from the asset folder (the bundles are outside the project, so nothing else could serve it).
    const out = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const [{ ZxcvbnFactory }, common, en] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]);
           const z = new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...en.dictionary } });
           console.log(JSON.stringify({ resolved: import.meta.resolve('@zxcvbn-ts/core'), weak: z.check('Password1!').score, strong: z.check('Tq7!vRm2@Lx9wK').score }));`,
        ],
        { encoding: 'utf8', cwd: dir },
      ),
    ) as { resolved: string; weak: number; strong: number };
    expect(out.resolved.startsWith(pathToFileURL(dir).href)).toBe(true);
    expect(out.weak).toBeLessThan(3);
    expect(out.strong).toBeGreaterThanOrEqual(3);
  });

  it("ships pdf-lib beside the signing route's bundle, imported there only and usable from its folder", () => {
    const pdfRoute = firstOf(
      implementedRoutes().filter((r) => r.pdf),
      'route that makes a PDF',
    );
    expect(pdfRoute.path).toBe('outside/signAgreement');
    const file = bundleOf(pdfRoute);
    const code = readFileSync(file, 'utf8');
    expect(code).toMatch(/import\(\s*["']pdf-lib["']\s*\)/);
    expect(code).not.toContain('Helvetica-BoldOblique'); // pdf-lib's font names: it is not inlined
    const dir = path.dirname(file);
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { PDFDocument } = await import('pdf-lib'); const d = await PDFDocument.create(); d.addPage(); console.log(import.meta.resolve('pdf-lib') + ' ' + (await d.save()).length);`,
      ],
      { encoding: 'utf8', cwd: dir },
    ).trim();
    expect(out.startsWith(pathToFileURL(dir).href)).toBe(true);
    expect(Number(out.split(' ')[1])).toBeGreaterThan(100);
  });

  it('ships @simplewebauthn/server beside the passkey ceremonies only, imported there and usable from their folder', () => {
    const ceremonies = implementedRoutes().filter((r) => r.webauthn);
    expect(ceremonies.map((r) => r.path).sort()).toEqual([
      'b2c/addpasskey',
      'b2c/addpasskeyoptions',
      'outside/passkeylogin',
      'outside/passkeyoptions',
    ]);
    for (const route of implementedRoutes()) {
      const code = readFileSync(bundleOf(route), 'utf8');
      expect(/import\(\s*["']@simplewebauthn\/server["']\s*\)/.test(code), route.path).toBe(Boolean(route.webauthn));
      expect(existsSync(path.join(dirOf(route), 'node_modules/@simplewebauthn/server/package.json')), route.path).toBe(
        Boolean(route.webauthn),
      );
    }
    const dir = dirOf(firstOf(ceremonies, 'passkey route'));
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { generateAuthenticationOptions } = await import('@simplewebauthn/server');
         const options = await generateAuthenticationOptions({ rpID: 'example.org' });
         console.log(import.meta.resolve('@simplewebauthn/server') + ' ' + options.rpId);`,
      ],
      { encoding: 'utf8', cwd: dir },
    ).trim();
    expect(out.startsWith(pathToFileURL(dir).href)).toBe(true);
    expect(out.split(' ')[1]).toBe('example.org');
  });

  it("ships the S3 client beside each media route's bundle only, usable from its folder", () => {
    const mediaRoutes = implementedRoutes().filter((r) => r.data.media);
    expect(mediaRoutes.map((r) => r.path).sort()).toEqual([
      'admin/agreementpdf',
      'admin/createcoop',
      'admin/uploadcoopimage',
      'outside/signAgreement',
      'setup/uploadbpimage',
    ]);
    for (const route of implementedRoutes()) {
      expect(existsSync(path.join(dirOf(route), 'node_modules/@aws-sdk/client-s3/package.json')), route.path).toBe(
        MEDIA_ROUTES.has(route.path),
      );
    }
    const dir = dirOf(firstOf(mediaRoutes, 'media route'));
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { S3Client, PutObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
         const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
         console.log([import.meta.resolve('@aws-sdk/client-s3'), typeof client.send, typeof PutObjectCommand, typeof NoSuchKey].join(' '));`,
      ],
      { encoding: 'utf8', cwd: dir },
    ).trim();
    expect(out.startsWith(pathToFileURL(dir).href)).toBe(true);
    expect(out.split(' ').slice(1)).toEqual(['function', 'function', 'function']);
  });

  it('ships nothing extra beside a route that does not set a password', () => {
    expect(existsSync(path.join(path.dirname(bundleOf(firstRoute)), 'node_modules'))).toBe(false);
  });

  it('bundles the fallback, which answers 501 for a route-table path and 404 otherwise', () => {
    const file = bundleOf('fallback');
    const known = routeList.find((r) => !implementedRoutes().some((i) => i.path === r.path)) ?? routeList[0];
    const post = (rawPath: string) => ({ rawPath, requestContext: { http: { method: 'POST' } } });

    const notYet = load(file, post(`/api/${known?.path}`)).result;
    expect(notYet?.statusCode).toBe(501);
    expect(JSON.parse(notYet?.body ?? '')).toEqual({ success: false, message: COMMON_MESSAGES.notImplemented });

    const unknown = load(file, post('/api/nope/nothing')).result;
    expect(unknown?.statusCode).toBe(404);
    expect(JSON.parse(unknown?.body ?? '')).toEqual({ success: false, message: COMMON_MESSAGES.notFound });
  });
});

/** Why a function failed, for the failure message: its error and its last log lines. */
const why = (fn: TemplateFunction, r: Invocation) =>
  `${fn.name} (${fn.stackName}/${fn.logicalId}) ${r.phase}: ${r.error ? `${r.error.name}: ${r.error.message}` : JSON.stringify(r.result)?.slice(0, 300)}\n${r.output.split('\n').slice(-8).join('\n')}`;

describe('the synthesized app', () => {
  beforeAll(invokeAll, INVOCATIONS_TIMEOUT);

  it('has one function per implemented route, the fallback, the SES feedback function, the digest and the partner mail, each with a known source', () => {
    const kinds = app.functions.map((fn) => fn.source.kind);
    expect(kinds.filter((k) => k === 'route').length).toBeGreaterThan(50);
    expect(kinds.filter((k) => k !== 'route').sort()).toEqual(['digest', 'fallback', 'feedback', 'partnerMail']);
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

it(
  'fails a function that reads a variable its template does not set, naming the variable (the SES feedback function without CORE_TABLE)',
  async () => {
    const feedback = app.functions.find((fn) => fn.source.kind === 'feedback');
    if (!feedback) throw new Error('The app has no SES feedback function');
    expect(Object.keys(feedback.properties.Environment.Variables)).toContain('CORE_TABLE');
    await invokeAll();
    const r = await invokeAsLambda(app, cloud, bundles, feedback, await eventFor(feedback), {
      without: ['CORE_TABLE'],
    });
    expect(r.unsetReads).toContain('CORE_TABLE');
    expect(r.phase).toBe('invoke');
    expect(r.error?.message).toBe('Missing environment variables for a deployed function: CORE_TABLE');
  },
  INVOCATIONS_TIMEOUT,
);

describe.each(app.functions.map((fn) => [fn.name, fn] as const))('%s, as deployed', (_name, fn) => {
  beforeAll(invokeAll, INVOCATIONS_TIMEOUT);

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
      case 'partnerMail':
        // No co-op's send time has come on most days: the run lists the co-ops and sends nothing.
        expect(Array.isArray(result), why(fn, r)).toBe(true);
        break;
    }
  });
});
