import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';

// One command of `npm test` or `npm run test:fast`, run beside the others: its output kept (quiet)
// to be printed whole after the tests' own, or passed through; its exit code and time returned.

export interface Ran {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

/** A package's own binary in node_modules/.bin. */
export const bin = (name: string): string => path.join(PROJECT_ROOT, 'node_modules/.bin', name);

export function runProcess(name: string, command: string, args: string[], quiet: boolean): Promise<Ran> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/** Prints each quiet command's output and a line with its outcome and time; the first failing code, or 0. */
export function report(ran: Ran[]): number {
  for (const r of ran) {
    if (r.output.trim()) process.stdout.write(`${r.output.trimEnd()}\n`);
    console.log(`${r.name}: ${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(1)} s`);
  }
  return ran.find((r) => r.code !== 0)?.code ?? 0;
}

/**
 * The vitest runs of `npm test` and `npm run test:fast`. With no file named, each group of
 * projects is a vitest process of its own, the first passed through and the others quiet, side
 * by side: in one process vitest starts a project's files only after the previous project's
 * last, and each project alone leaves a core idle part of its time. With files named, one
 * process for every group's projects, so a name that matches nothing still fails.
 * TEST_REPORT_DIR (`npm run bench:tests`) adds each process's JSON report in that folder.
 */
export function vitestRuns(groups: string[][], common: string[], named: string[]): Promise<Ran>[] {
  const reportDir = process.env.TEST_REPORT_DIR;
  const run = (projects: string[], label: string, quiet: boolean) =>
    runProcess(
      label ? `vitest (${label})` : 'vitest',
      bin('vitest'),
      [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        ...common,
        ...named,
        ...(reportDir
          ? ['--reporter=dot', '--reporter=json', `--outputFile.json=${path.join(reportDir, `${label || 'all'}.json`)}`]
          : []),
      ],
      quiet,
    );
  if (named.length > 0 || groups.length === 1) return [run(groups.flat(), '', false)];
  return groups.map((projects, i) => run(projects, projects.join(', '), i > 0));
}
