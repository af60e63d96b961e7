import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';

// `npm run typecheck`: the three TypeScript projects (Node side, web app, browser journeys) in
// parallel instead of one after another (they share no output); fails if any fails. Each project checks what only it can
// (its own libraries); the browser project includes only tests/browser and the global setup that
// declares its provided context, so functions and infra (and aws-cdk-lib's declarations) are not
// checked twice; tsconfig.json checks them all under Node's libraries.
//
// `--incremental` keeps each project's state in node_modules/.cache/typecheck (the inner loop,
// `npm run test:fast`): a second run parses everything again but re-checks only what changed and
// what depends on it. The file names carry the checkout's path: worktrees may share node_modules.

const PROJECTS = ['tsconfig.json', 'web/tsconfig.json', 'tests/browser/tsconfig.json'] as const;
const CACHE = path.join(PROJECT_ROOT, 'node_modules/.cache/typecheck');
/**
 * The native compiler (TypeScript 7, installed as `typescript-native`): the same checks as 6.0 at
 * a fifth of the CPU (the Node project 43 to 8 CPU-seconds here). `typescript` stays at 6.0 for
 * what needs its compiler API (typescript-eslint, the bundlers' plugins), which 7 does not offer.
 */
const TSC = path.join(PROJECT_ROOT, 'node_modules/typescript-native/bin/tsc');
const CHECKOUT = createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12);

interface Outcome {
  project: string;
  code: number;
  seconds: number;
  output: string;
}

function check(project: string, incremental: boolean): Promise<Outcome> {
  // One thread each: the three projects already run side by side, beside the lint and the tests,
  // on two cores; its worker threads there only add their own overhead (twice the CPU-seconds).
  const args = [TSC, '-p', project, '--pretty', '--singleThreaded'];
  if (incremental)
    args.push(
      '--incremental',
      '--tsBuildInfoFile',
      path.join(CACHE, `${CHECKOUT}-${project.replace(/[/.]/g, '-')}.tsbuildinfo`),
    );
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ project, code: code ?? 1, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

/**
 * `--changed`: only the projects that own a file changed since the last commit (the inner loop):
 * the web app owns web/, tests/web and (with the Node project) shared/; the browser project owns
 * tests/browser; the Node project everything else. A change elsewhere that breaks a browser
 * journey's types is `npm test`'s to find (it checks all three, whole).
 */
function changedProjects(): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')].filter(
    (f) => /\.(ts|tsx|json)$/.test(f),
  );
  const seen = (pattern: RegExp) => files.some((f) => pattern.test(f));
  return [
    seen(/^(?!web\/|tests\/web\/|tests\/browser\/)/) ? 'tsconfig.json' : null,
    seen(/^(web|shared|tests\/web)\//) ? 'web/tsconfig.json' : null,
    seen(/^tests\/browser\//) ? 'tests/browser/tsconfig.json' : null,
  ].filter((p): p is string => p !== null);
}

const incremental = process.argv.includes('--incremental');
if (incremental) mkdirSync(CACHE, { recursive: true });
const projects = process.argv.includes('--changed') ? changedProjects() : [...PROJECTS];
if (!projects.length) console.log('typecheck: no TypeScript changed since the last commit');
const outcomes = await Promise.all(projects.map((project) => check(project, incremental)));
for (const o of outcomes) {
  // Each project's errors together, not interleaved with another's.
  if (o.output.trim()) process.stdout.write(`${o.output.trimEnd()}\n`);
  console.log(`tsc -p ${o.project}: ${o.code === 0 ? 'ok' : 'FAILED'} in ${o.seconds.toFixed(1)} s`);
}
process.exitCode = outcomes.some((o) => o.code !== 0) ? 1 : 0;
