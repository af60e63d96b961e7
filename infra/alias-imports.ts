import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run aliases`: rewrites every import that climbs two or more folders ('../../shared/x.js')
// into the project's import alias ('#shared/x.js'), from package.json's "imports" (ADR 0093).
// Idempotent: a second run changes nothing, so it can run again after merging branches that
// added climbing imports. `npm run aliases -- --check` changes nothing and fails, listing them
// (tests/unit/import-aliases.test.ts runs it).
//
// An alias always names the file with a .js extension for a .ts/.tsx file (what TypeScript,
// esbuild and Vite map back to the source, as for relative imports under NodeNext): Node's
// "imports" patterns substitute text and cannot try extensions, so the web app's extensionless
// style does not carry over to aliases. Other files (.css, .svg, .json) keep their own name.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The folders whose .ts/.tsx files are rewritten. */
const SCANNED = ['shared', 'functions', 'infra', 'web', 'tests'];
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local-data']);

/** Alias prefix ('#shared/') to folder relative to the root ('shared/'), longest folder first. */
export function aliasRoots(root = ROOT): { alias: string; folder: string }[] {
  const imports = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports?: object }).imports;
  return Object.entries(imports ?? {})
    .filter(([alias, target]) => alias.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
    .map(([alias, target]) => ({ alias: alias.slice(0, -1), folder: path.normalize(String(target).slice(2, -2)) }))
    .sort((a, b) => b.folder.length - a.folder.length);
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names, as the bundlers find it ('./x.js' or './x' for ./x.ts or ./x.tsx). */
function resolveRelative(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${base}.ts`, `${base}.tsx`].find(isFile);
}

// A module specifier in an import or export declaration, a dynamic import() (typeof import()
// too) or vitest's module functions; never a string elsewhere (new URL('../x', import.meta.url)).
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\(\s*)(['"])((?:\.\.\/){2,}[^'"]*)\2/g;

/** The source with its climbing specifiers aliased, and those it could not alias (no alias covers the file). */
export function aliasSource(
  file: string,
  source: string,
  roots = aliasRoots(),
  root = ROOT,
): { text: string; left: string[] } {
  const left: string[] = [];
  const text = source.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const [bare = '', query] = specifier.split('?', 2);
    const target = resolveRelative(file, bare);
    const relative = target && path.relative(root, target);
    const alias = relative && roots.find((r) => relative.startsWith(r.folder + path.sep));
    if (!relative || !alias) {
      left.push(specifier);
      return whole;
    }
    const named = relative.slice(alias.folder.length + 1).replace(/\.tsx?$/, '.js');
    const aliased = `${alias.alias}${named.split(path.sep).join('/')}${query === undefined ? '' : `?${query}`}`;
    return `${lead}${quote}${aliased}${quote}`;
  });
  return { text, left };
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Every file with a climbing import, rewritten unless `check`. */
export function aliasImports(options: { check?: boolean; root?: string } = {}): {
  changed: string[];
  left: string[];
} {
  const root = options.root ?? ROOT;
  const roots = aliasRoots(root);
  const changed: string[] = [];
  const left: string[] = [];
  for (const folder of SCANNED) {
    for (const file of sourceFiles(path.join(root, folder))) {
      const source = readFileSync(file, 'utf8');
      const out = aliasSource(file, source, roots, root);
      const name = path.relative(root, file);
      left.push(...out.left.map((s) => `${name}: ${s}`));
      if (out.text === source) continue;
      changed.push(name);
      if (!options.check) writeFileSync(file, out.text);
    }
  }
  return { changed, left };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const { changed, left } = aliasImports({ check });
  // Not a failure: a climbing text no alias covers is a string that looks like an import (the
  // boundaries test lints such texts), or a file outside the aliased folders.
  for (const l of left) console.log(`left as it is (no file under an alias): ${l}`);
  if (check) {
    for (const c of changed) console.log(`climbing import in ${c}`);
    if (changed.length) console.log('Run `npm run aliases` to rewrite them.');
    process.exitCode = changed.length ? 1 : 0;
  } else {
    console.log(`${changed.length} files rewritten`);
    if (changed.length)
      console.log('Then run `npx biome format --write .` (import lines may now fit or sort differently).');
  }
}
