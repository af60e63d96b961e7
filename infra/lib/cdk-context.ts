import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './deployed-routes.js';

// The CLI hands cdk.json's context (feature flags, stages) to the app; an App built in-process
// (tests) must be given the same context or it synthesizes with other defaults.

export function cdkJsonContext(root = PROJECT_ROOT): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(root, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** Context that makes NodejsFunction skip esbuild: for tests that only read templates. */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] as string[] };
