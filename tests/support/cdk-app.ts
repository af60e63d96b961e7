import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';

// An App without an outdir writes its cloud assembly (with bundling, 25 MB of handler bundles)
// to a fresh folder in the system temp folder that nobody removes. Test apps write under one
// folder per test file instead, which the file removes after its tests (`afterAll(removeTestApps)`).
const root = mkdtempSync(path.join(os.tmpdir(), 'cdk-test-'));

export function testApp(context: Record<string, unknown>): App {
  return new App({ context, outdir: mkdtempSync(path.join(root, 'app-')) });
}

export function removeTestApps(): void {
  rmSync(root, { recursive: true, force: true });
}
