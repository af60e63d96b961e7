import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Packages a function loads with a dynamic `import()` at run time instead of carrying them in its
// bundle: esbuild leaves them external, and a bundling hook copies them (and their own runtime
// dependencies) from the project's node_modules next to index.mjs. Offline: nothing is installed.

/**
 * zxcvbn-ts and its dictionaries (about 1.5 MB of words): only routes that set a password
 * (`password: 'set'` in the route table) estimate strength, and only they ship these.
 */
export const STRENGTH_PACKAGES = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'] as const;

/** pdf-lib (about 500 kB with its fonts' metrics): only routes that make a PDF (`pdf` in the route table). */
export const PDF_PACKAGES = ['pdf-lib'] as const;

/**
 * The S3 client (about 240 kB bundled, every operation's schema and the XML protocol): only
 * routes with a media grant (`data.media` in the route table) read or write the bucket, and only
 * they ship it. Its closure repeats the SDK core the bundle already inlines for DynamoDB.
 */
export const S3_PACKAGES = ['@aws-sdk/client-s3'] as const;

/**
 * @simplewebauthn/server (about 280 kB bundled: its index re-exports every attestation format and
 * the metadata service, which esbuild cannot leave out): only the passkey ceremonies (`webauthn`
 * in the route table) ship it (ADR 0091).
 */
export const WEBAUTHN_PACKAGES = ['@simplewebauthn/server'] as const;

/** The packages and, recursively, their `dependencies`, as installed in root/node_modules. */
export function packageClosure(root: string, names: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) throw new Error(`${name} is not installed in ${root}/node_modules (run npm install)`);
    seen.add(name);
    const deps =
      (JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
    for (const dep of Object.keys(deps)) visit(dep);
  };
  for (const name of names) visit(name);
  return [...seen].sort();
}

const quote = (p: string) => `'${p.replace(/'/g, `'\\''`)}'`;

/** Shell commands (run by CDK's local bundling after esbuild) copying the closure into outputDir. */
export function copyPackagesCommands(root: string, names: readonly string[], outputDir: string): string[] {
  return packageClosure(root, names).flatMap((name) => {
    const from = path.join(root, 'node_modules', name);
    const to = path.join(outputDir, 'node_modules', name);
    // Sources and source maps are not loaded at run time, unless the package's entry points are its
    // src folder (@hexagon/base64, of @simplewebauthn/server, imports ./src/base64.js).
    const { main, module, exports } = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const runsFromSrc = /"\.?\/?src\//.test(JSON.stringify([main, module, exports]));
    return [
      `mkdir -p ${quote(path.dirname(to))}`,
      `cp -R ${quote(from)} ${quote(to)}`,
      ...(runsFromSrc ? [] : [`rm -rf ${quote(path.join(to, 'src'))}`]),
      `find ${quote(to)} -name '*.map' -delete`,
    ];
  });
}
