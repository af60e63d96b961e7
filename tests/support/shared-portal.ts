import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';

// The whole portal synthesized once per test worker for each stage context, with cdk-nag, for
// the infra files that only read its templates (portal, edges, monitoring, digest schedule, web
// vitals). A full synthesis of the 80-route app costs seconds of CPU; five files each making
// the same one was a fifth of the unit project. The cache lives on globalThis because every
// file resets the project's modules (tests/support/unit-setup.ts) while aws-cdk-lib, loaded
// once per worker, stays; the apps' folder goes when the worker's process exits.

/** The dev stage with two alarm subscribers: the monitoring, edges and web-vitals checks share it. */
export const ALARMED_DEV = { stages: { dev: { alarmEmails: ['ops@example.coop', 'oncall@example.coop'] } } };

interface Shared {
  root: string;
  apps: Map<string, { app: App; portal: Portal }>;
}

const KEY = Symbol.for('portal.tests.sharedPortal');
const holder = globalThis as { [KEY]?: Shared };

function shared(): Shared {
  const existing = holder[KEY];
  if (existing) return existing;
  const made: Shared = { root: mkdtempSync(path.join(os.tmpdir(), 'cdk-shared-')), apps: new Map() };
  process.once('exit', () => rmSync(made.root, { recursive: true, force: true }));
  holder[KEY] = made;
  return made;
}

/**
 * The portal as `npm run synth` builds it (cdk.json's context plus `context`, no esbuild),
 * synthesized with cdk-nag (an unacknowledged finding throws here). Read it, never add to it:
 * other files get the same app. Without CDK's own CloudFormation schema validation (see
 * withoutCdkValidation).
 */
export function sharedPortal(context: Record<string, unknown> = {}): { app: App; portal: Portal } {
  const { root, apps } = shared();
  const key = JSON.stringify(context);
  const cached = apps.get(key);
  if (cached) return cached;
  const app = new App({
    context: { ...cdkJsonContext(), ...SKIP_BUNDLING, ...context },
    outdir: mkdtempSync(path.join(root, 'app-')),
    builtinCloudFormationValidation: false,
  });
  const portal = buildPortal(app);
  app.synth();
  const made = { app, portal };
  apps.set(key, made);
  return made;
}

/**
 * Runs fn (a synthesis) without CDK's built-in CloudFormation schema validation, which cdk.json
 * turns into errors (@aws-cdk/core:validateAgainstDefaultRules). Its engine costs about 12 s of
 * CPU to start in each test worker that validates anything, then about 1.5 s per 80-route app.
 * It runs on one app per run, in one worker: tests/infra/portal.test.ts's prod stage (co-op
 * tenants, a mail domain, alarm subscriptions); cfn-lint (tests/infra/templates.test.ts) checks
 * every stack of prod pinned outside us-east-1 against the same schemas (docs/adr/0085).
 */
export function withoutCdkValidation<T>(fn: () => T): T {
  const before = process.env.CDK_VALIDATION;
  process.env.CDK_VALIDATION = 'false';
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.CDK_VALIDATION;
    else process.env.CDK_VALIDATION = before;
  }
}
