import { bin, report, runProcess, vitestRuns, type Ran } from './run-process.js';

// `npm test`, what CI runs: the type checks, the formatter check, the lint and the tests, side by
// side. One after the other they left a core idle for two minutes (tsc and ESLint each
// run on one core); the tests need only the SPA build before them (the live portal serves it, the
// infra tests ship it). The checks' output comes after the tests', with each one's time; any
// failing fails the run. Extra arguments go to vitest (`npm test -- tests/unit`).

const checks = Promise.all([
  runProcess('typecheck', bin('tsx'), ['tests/support/typecheck.ts'], true),
  runProcess('biome format', bin('biome'), ['format', '.'], true),
  runProcess('eslint', bin('eslint'), ['--max-warnings', '0', '.'], true),
]);
const build = await runProcess('vite build', bin('vite'), ['build', '--logLevel', 'warn'], true);
const tests: Ran[] = [build];
// Web beside unit and then live, each its own vitest process (run-process.ts): the jsdom files
// fill the cores the unit files and the live portal's start leave idle.
if (build.code === 0)
  tests.push(...(await Promise.all(vitestRuns([['unit', 'live'], ['web']], [], process.argv.slice(2)))));
const code = report([...(await checks), ...tests]);
process.exitCode = code;
