import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../infra/lib/deployed-routes.js';

// `npm run test:fast`, the inner loop (about a minute and a half on 2 cores): the type check of the
// projects that see a changed file (incremental) and the lint (formatter check, typescript-eslint,
// react-hooks, boundaries; cached) beside the unit, handler and web tests. The infra
// tests (CDK synth, bundles) and the live ones (portal, browser) are `npm test`'s. All three run
// at once; the type check's and lint's output come after the tests', and any failing fails the run.

const bin = (name: string) => path.join(PROJECT_ROOT, 'node_modules/.bin', name);

function run(command: string, args: string[], quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const [types, lint, tests] = await Promise.all([
  run(bin('tsx'), ['tests/support/typecheck.ts', '--incremental', '--changed'], true),
  // The formatter check and lint, cached (node_modules/.cache): a few seconds after the first run.
  run('npm', ['run', '--silent', 'lint'], true),
  run(
    bin('vitest'),
    ['run', '--project', 'unit', '--project', 'web', '--exclude', 'tests/infra/**', ...process.argv.slice(2)],
    false,
  ),
]);
process.stdout.write(types.output);
process.stdout.write(lint.output);
process.exitCode = types.code || lint.code || tests.code;
