import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { POWERTOOLS_PACKAGES } from '#infra/lib/powertools.js';

/**
 * The Powertools layer as Lambda mounts it (/opt/nodejs/node_modules), for bundles built into
 * `outdir`: node_modules above every bundle's folder, the only place an import of those packages
 * resolves from (links to the installed packages; their own dependencies resolve beside them, as
 * in the layer).
 */
export function mountPowertoolsLayer(outdir: string, projectRoot: string): void {
  for (const name of POWERTOOLS_PACKAGES) {
    mkdirSync(path.dirname(path.join(outdir, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(projectRoot, 'node_modules', name), path.join(outdir, 'node_modules', name), 'dir');
  }
}
