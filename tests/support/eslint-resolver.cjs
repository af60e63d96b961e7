// A tiny import resolver for eslint-plugin-boundaries (eslint-module-utils resolver interface 2):
// relative imports to the project's .ts/.tsx files (`./x.js` is `./x.ts` under NodeNext-style
// imports, `./x` is `./x.ts(x)` under the bundler's), packages through Node. Kept in the repo
// because the usual TypeScript resolver pulls platform binaries that npm leaves out of the lock.
const fs = require('node:fs');
const path = require('node:path');

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (source.startsWith('.') || source.startsWith('/')) {
    const base = path.resolve(path.dirname(file), source);
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
