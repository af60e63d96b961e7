import { bin, report, runProcess, vitestRuns } from './run-process.js';

// `npm run test:fast`, the inner loop (about a minute and a quarter on 2 cores): the type check
// of the projects that see a changed file (incremental) and the lint (formatter check,
// typescript-eslint, react-hooks, boundaries; cached) beside the unit, handler and web tests. The
// infra tests (CDK synth, bundles) and the live ones (portal, browser) are `npm test`'s. All run
// at once; the type check's, lint's and web tests' output come after the unit tests', and any
// failing fails the run.

// Unit and web side by side, each its own vitest process (run-process.ts): 70 s for the two
// against 85 s one after the other.
const ran = await Promise.all([
  runProcess(
    'typecheck (changed projects)',
    bin('tsx'),
    ['tests/support/typecheck.ts', '--incremental', '--changed'],
    true,
  ),
  // The formatter check and lint, cached (node_modules/.cache): a few seconds after the first run.
  runProcess('lint', 'npm', ['run', '--silent', 'lint'], true),
  ...vitestRuns([['unit'], ['web']], ['--exclude', 'tests/infra/**'], process.argv.slice(2)),
]);
process.exitCode = report(ran);
