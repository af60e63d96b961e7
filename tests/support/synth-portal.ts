import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { cdkJsonContext, SKIP_BUNDLING } from '#infra/lib/cdk-context.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';
import { buildPortal, type Portal } from '#infra/lib/portal.js';

// The portal synthesized as a deploy ships it, with the site upload whether or not `vite build`
// has run here: the web stack holds its BucketDeployments only when dist/web/index.html exists,
// so the project is seen through a folder of links to it beside a stand-in dist/web (an
// index.html, sw.js and one hashed chunk). Templates only: esbuild is skipped. Used by the
// template checks (tests/infra/templates.test.ts) and the runbook's generated figures
// (tests/support/operations-docs.ts), which must not change with the state of dist/.

export interface SynthesizedPortal {
  portal: Portal;
  /** The cloud assembly folder: `<stack>.template.json` for every stack. */
  outdir: string;
  templateFiles: string[];
  remove(): void;
}

function projectWithSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-root-'));
  for (const name of readdirSync(PROJECT_ROOT)) {
    if (name === 'dist' || name === 'cdk.out' || name.startsWith('.')) continue;
    symlinkSync(path.join(PROJECT_ROOT, name), path.join(root, name));
  }
  const site = path.join(root, 'dist/web');
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-0.js"></script>',
  );
  writeFileSync(path.join(site, 'sw.js'), '');
  writeFileSync(path.join(site, 'assets/index-0.js'), '');
  return root;
}

/** Synthesize one stage (cdk.json context plus `context`) without cdk-nag, which portal.test.ts runs. */
export function synthPortal(context: Record<string, unknown> = {}): SynthesizedPortal {
  const root = projectWithSite();
  const outdir = path.join(root, 'cdk.out');
  try {
    const app = new App({ context: { ...cdkJsonContext(), ...SKIP_BUNDLING, ...context }, outdir });
    const portal = buildPortal(app, { projectRoot: root, nag: false });
    app.synth();
    const templateFiles = readdirSync(outdir)
      .filter((f) => f.endsWith('.template.json'))
      .map((f) => path.join(outdir, f));
    return { portal, outdir, templateFiles, remove: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** The settings a prod stage must have (settings.ts refuses prod without them), pinned to `region`. */
export function completeProdStage(region: string): Record<string, unknown> {
  return {
    stage: 'prod',
    stages: {
      prod: {
        account: '123456789012',
        region,
        mailDomain: 'example-coop.org',
        alarmEmails: ['ops@example-coop.org'],
      },
    },
  };
}
