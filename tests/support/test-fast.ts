import { bin, report, runProcess } from './run-process.js';

// `npm run test:fast`, the inner loop (about a minute and a half on 2 cores): the type check of the
// projects that see a changed file (incremental) and the lint (formatter check, typescript-eslint,
// react-hooks, boundaries; cached) beside the unit, handler and web tests. The infra
// tests (CDK synth, bundles) and the live ones (portal, browser) are `npm test`'s. All three run
// at once; the type check's and lint's output come after the tests', and any failing fails the run.

const [types, lint, tests] = await Promise.all([
  runProcess(
    'typecheck (changed projects)',
    bin('tsx'),
    ['tests/support/typecheck.ts', '--incremental', '--changed'],
    true,
  ),
  // The formatter check and lint, cached (node_modules/.cache): a few seconds after the first run.
  runProcess('lint', 'npm', ['run', '--silent', 'lint'], true),
  runProcess(
    'vitest',
    bin('vitest'),
    ['run', '--project', 'unit', '--project', 'web', '--exclude', 'tests/infra/**', ...process.argv.slice(2)],
    false,
  ),
]);
process.exitCode = report([types, lint, tests]);
