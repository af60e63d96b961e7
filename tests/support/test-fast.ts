import { bin, report, runProcess } from './run-process.js';

// `npm run test:fast`, the inner loop (about a minute and a quarter on 2 cores): the type check
// of the projects that see a changed file (incremental) and the lint (formatter check,
// typescript-eslint, react-hooks, boundaries; cached) beside the unit, handler and web tests. The
// infra tests (CDK synth, bundles) and the live ones (portal, browser) are `npm test`'s. All run
// at once; the type check's, lint's and web tests' output come after the unit tests', and any
// failing fails the run.

// With no file named, unit and web run as two vitest processes side by side: in one process
// vitest runs the web files only after the last unit file, and each project alone leaves a core
// idle a third of its time (jsdom's waits, the long harness files at unit's end); side by side
// they took 70 s against 85 s one after the other. With files named, one process for both
// projects, so a name that matches nothing still fails.
const named = process.argv.slice(2);
const vitest = (name: string, projects: string[], quiet: boolean) =>
  runProcess(
    name,
    bin('vitest'),
    ['run', ...projects.flatMap((p) => ['--project', p]), '--exclude', 'tests/infra/**', ...named],
    quiet,
  );
const ran = await Promise.all([
  runProcess(
    'typecheck (changed projects)',
    bin('tsx'),
    ['tests/support/typecheck.ts', '--incremental', '--changed'],
    true,
  ),
  // The formatter check and lint, cached (node_modules/.cache): a few seconds after the first run.
  runProcess('lint', 'npm', ['run', '--silent', 'lint'], true),
  ...(named.length > 0
    ? [vitest('vitest', ['unit', 'web'], false)]
    : [vitest('vitest (unit)', ['unit'], false), vitest('vitest (web)', ['web'], true)]),
]);
process.exitCode = report(ran);
