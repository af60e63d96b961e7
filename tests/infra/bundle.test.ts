import { Template } from 'aws-cdk-lib/assertions';
import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context.js';
import { implementedRoutes, PROJECT_ROOT, routeId, type DeployedRoute } from '../../infra/lib/deployed-routes.js';
import { buildPortal } from '../../infra/lib/portal.js';
import { POWERTOOLS_PACKAGES } from '../../infra/lib/powertools.js';
import { bundlingFor, esbuildOptions, fallbackEntry, feedbackEntry } from '../../infra/lib/route-functions.js';
import { routeList } from '../../shared/routes.js';
import { removeTestApps, testApp } from '../support/cdk-app.js';
import { mountPowertoolsLayer } from '../support/powertools-layer.js';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';

// Real esbuild bundles, made with the options the deployed functions use (BUNDLING through
// esbuildOptions, and bundlingFor's hooks that copy packages beside a bundle), loaded by plain
// Node as Lambda would load them (an ES module file exporting `handler`). One esbuild call builds
// every implemented route (esbuild shares the parsing of common modules across entry points, a
// few seconds where one `cdk synth` bundling per route took minutes), so the size limit covers
// them all; one CDK synth of one route and the fallback proves the bundles are the ones CDK makes.

const firstRoute = implementedRoutes().find((r) => r.path === 'outside/gethomedata') ?? implementedRoutes()[0]!;
/** A route that sets a password: it ships zxcvbn-ts beside its bundle. */
const setRoute = implementedRoutes().find((r) => r.password === 'set')!;
/** At most 500 kB (kibibytes, as the budget's figures were measured) per index.mjs. */
const HANDLER_LIMIT_BYTES = 500 * 1024;
/** Routes that send email carry the SES v2 client; the others must not. */
const MAIL_ROUTES = new Set(routeList.filter((r) => r.data.mail).map((r) => r.path));
/** Routes with a media grant load the S3 client by import(); the others never reach it. */
const MEDIA_ROUTES = new Set(routeList.filter((r) => r.data.media).map((r) => r.path));
const FALLBACK = 'Fallback';
const FEEDBACK = 'SesFeedback';

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

describe('Lambda bundles', () => {
  // Outside the project, as cdk.out is, so nothing but what a bundle ships beside it resolves.
  let outdir: string;
  let metafile: Metafile;

  beforeAll(async () => {
    outdir = mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
    const entries = [
      ...implementedRoutes().map((r) => [routeId(r.path), r.entry] as const),
      [FALLBACK, fallbackEntry(PROJECT_ROOT)] as const,
      [FEEDBACK, feedbackEntry(PROJECT_ROOT)] as const,
    ];
    ({ metafile } = await build({
      ...esbuildOptions(),
      // <RouteId>/index.mjs: each bundle alone in its folder under the name NodejsFunction gives it.
      entryPoints: Object.fromEntries(entries.map(([id, entry]) => [`${id}/index`, entry])),
      outdir,
      absWorkingDir: PROJECT_ROOT,
      logLevel: 'warning',
      metafile: true,
    }));
    mountPowertoolsLayer(outdir, PROJECT_ROOT);
    // What bundlingFor's afterBundling hook does for NodejsFunction, run the same way (a shell in the project root).
    for (const route of implementedRoutes()) {
      const commands =
        bundlingFor(route, PROJECT_ROOT).commandHooks?.afterBundling(
          PROJECT_ROOT,
          path.join(outdir, routeId(route.path)),
        ) ?? [];
      if (commands.length) execFileSync('bash', ['-ec', commands.join('\n')], { cwd: PROJECT_ROOT });
    }
  }, 240_000);
  // Removing some 80 bundle folders (with the packages shipped beside them) takes seconds on a busy machine.
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    removeTestApps();
  }, 60_000);

  const dirOf = (route: DeployedRoute | typeof FALLBACK) =>
    path.join(outdir, route === FALLBACK ? FALLBACK : routeId(route.path));
  const bundleOf = (route: DeployedRoute | typeof FALLBACK) => path.join(dirOf(route), 'index.mjs');

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
        [assetOf('Fallback for /api paths without a function'), dirOf(FALLBACK)],
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
    const file = path.join(outdir, FEEDBACK, 'index.mjs');
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
        (m) => m[1]!,
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
      const output = Object.entries(metafile.outputs).find(
        ([file]) => path.resolve(PROJECT_ROOT, file) === bundleOf(route),
      )![1];
      return Object.keys(output.inputs)
        .filter((input) => input.startsWith('shared/schemas/') && !input.endsWith('-messages.ts'))
        .sort();
    };
    const all = readdirSync(path.join(PROJECT_ROOT, 'shared/schemas')).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('-messages.ts'),
    );
    // A deal search builds its own schemas, the common fields, and the account fields the members repo reads.
    expect(schemaModules(implementedRoutes().find((r) => r.path === 'b2c/listdeals')!)).toEqual([
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
    const inputsOf = (route: DeployedRoute) =>
      Object.keys(
        Object.entries(metafile.outputs).find(([file]) => path.resolve(PROJECT_ROOT, file) === bundleOf(route))![1]
          .inputs,
      );
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
    const pdfRoute = implementedRoutes().find((r) => r.pdf)!;
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
    const dir = dirOf(mediaRoutes[0]!);
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
    const file = bundleOf(FALLBACK);
    const known = routeList.find((r) => !implementedRoutes().some((i) => i.path === r.path)) ?? routeList[0]!;
    const post = (rawPath: string) => ({ rawPath, requestContext: { http: { method: 'POST' } } });

    const notYet = load(file, post(`/api/${known.path}`)).result!;
    expect(notYet.statusCode).toBe(501);
    expect(JSON.parse(notYet.body)).toEqual({ success: false, message: COMMON_MESSAGES.notImplemented });

    const unknown = load(file, post('/api/nope/nothing')).result!;
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ success: false, message: COMMON_MESSAGES.notFound });
  });
});
