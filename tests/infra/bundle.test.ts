import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context.js';
import { implementedRoutes } from '../../infra/lib/deployed-routes.js';
import { buildPortal, type Portal } from '../../infra/lib/portal.js';
import { MESSAGES } from '../../shared/constants.js';
import { routeList } from '../../shared/routes.js';

// Real esbuild bundles, made the way `cdk synth` makes them, loaded by plain Node as Lambda would
// load them (an ES module file exporting `handler`). Two functions only, to stay quick.

const firstRoute = implementedRoutes().find((r) => r.path === 'outside/gethomedata') ?? implementedRoutes()[0]!;

describe('Lambda bundles', () => {
  let portal: Portal;
  let outdir: string;

  beforeAll(() => {
    // CDK's built-in CloudFormation schema validation costs seconds per app; portal.test.ts keeps it.
    process.env.CDK_VALIDATION = 'false';
    const app = new App({ context: cdkJsonContext() });
    portal = buildPortal(app, { routes: [firstRoute], nag: false });
    outdir = app.synth().directory;
  }, 60_000);
  afterAll(() => {
    delete process.env.CDK_VALIDATION;
  });

  const bundleOf = (description: string) => {
    const resources = Template.fromStack(portal.api).toJSON().Resources as Record<string, any>;
    const fn = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::Function' && r.Properties.Description === description);
    const hash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
    return path.join(outdir, `asset.${hash}`, 'index.mjs');
  };

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
    const file = bundleOf(`POST /api/${firstRoute.path}`);
    expect(existsSync(`${file}.map`)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toMatch(/from\s*["']@aws-sdk\//); // the SDK is inside, not external
    expect(load(file).handler).toBe('function');
  });

  it('bundles the fallback, which answers 501 for a route-table path and 404 otherwise', () => {
    const file = bundleOf('Fallback for /api paths without a function');
    const known = routeList.find((r) => !implementedRoutes().some((i) => i.path === r.path)) ?? routeList[0]!;
    const post = (rawPath: string) => ({ rawPath, requestContext: { http: { method: 'POST' } } });

    const notYet = load(file, post(`/api/${known.path}`)).result!;
    expect(notYet.statusCode).toBe(501);
    expect(JSON.parse(notYet.body)).toEqual({ success: false, message: MESSAGES.notImplemented });

    const unknown = load(file, post('/api/nope/nothing')).result!;
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ success: false, message: MESSAGES.notFound });
  });
});
