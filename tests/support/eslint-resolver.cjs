// A tiny import resolver for eslint-plugin-boundaries (eslint-module-utils resolver interface 2):
// relative imports to the project's .ts/.tsx files (`./x.js` is `./x.ts` under NodeNext-style
// imports, `./x` is `./x.ts(x)` under the bundler's), the project's aliases (`#shared/x.js`,
// package.json's "imports", ADR 0093) the same way once mapped, packages through Node. Kept in
// the repo because the usual TypeScript resolver pulls platform binaries that npm leaves out of
// the lock. An alias must resolve here: one this resolver called a package would escape the
// boundaries rules unseen.
const fs = require('node:fs');
const path = require('node:path');

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

const ROOT = path.resolve(__dirname, '../..');
/** `#shared/` to `<root>/shared/`, from package.json's "imports" patterns. */
const ALIASES = Object.entries(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports ?? {})
  .filter(([alias, target]) => alias.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
  .map(([alias, target]) => [alias.slice(0, -1), path.join(ROOT, target.slice(0, -1))]);

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
  if (alias || source.startsWith('.') || source.startsWith('/')) {
    const base = alias ? path.join(alias[1], source.slice(alias[0].length)) : path.resolve(path.dirname(file), source);
    const stem = base.replace(/\.(m?js|jsx)$/, '');
    const candidates = [
      base,
      `${stem}.ts`,
      `${stem}.tsx`,
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ];
    const found = candidates.find(isFile);
    return found ? { found: true, path: found } : { found: false };
  }
  try {
    return { found: true, path: require.resolve(source, { paths: [path.dirname(file)] }) };
  } catch {
    // Type-only packages (@types/*) and ESM-only exports still count as outside packages.
    return { found: true, path: null };
  }
};
