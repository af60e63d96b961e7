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
