import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run bench:tests [-- --runs 3] [-- --fast]`: how long the README's test command takes, phase
// by phase, on this machine; prints figures, never fails on a time. The phases are read from
// package.json's own "test" (or "test:fast") script, so this measures exactly what CI runs. The
// vitest phase also prints each project's file count, test count and summed file time, and the
// ten slowest files.

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;
const script = args.includes('--fast') ? 'test:fast' : 'test';
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const phases = pkg.scripts[script]!.split(' && ').map((p) => p.trim());

interface VitestJson {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const projectOf = (file: string) =>
  /tests\/(integration|browser)\//.test(file) ? 'live' : /tests\/web\//.test(file) ? 'web' : 'unit';

const times = new Map<string, number[]>();
let last: VitestJson | undefined;
for (let run = 1; run <= runs; run++) {
  let total = 0;
  for (const phase of phases) {
    let command = phase;
    let out: string | undefined;
    if (/^vitest run\b/.test(phase)) {
      out = path.join(mkdtempSync(path.join(os.tmpdir(), 'test-time-')), 'vitest.json');
      command = `${phase} --reporter=dot --reporter=json --outputFile.json=${out}`;
    }
    const started = performance.now();
    const result = spawnSync(command.startsWith('npm ') ? command : `npx ${command}`, {
      shell: true,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const took = performance.now() - started;
    total += took;
    times.set(phase, [...(times.get(phase) ?? []), took]);
    console.log(`run ${run}: ${phase}: ${seconds(took)}${result.status === 0 ? '' : ` (exit ${result.status})`}`);
    if (out) last = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  }
  times.set('total', [...(times.get('total') ?? []), total]);
  console.log(`run ${run}: npm run ${script}: ${seconds(total)}`);
}

console.log(`\nnpm run ${script}, median of ${runs}:`);
for (const [phase, xs] of times) console.log(`  ${phase.padEnd(40)} ${seconds(median(xs))}`);
if (last) {
  const files = last.testResults.map((r) => ({
    file: path.relative(process.cwd(), r.name),
    start: r.startTime,
    end: r.endTime,
    ms: r.endTime - r.startTime,
    tests: r.assertionResults.length,
    project: projectOf(r.name),
  }));
  console.log('\nper project (last run): files, tests, summed file time, wall (first file start to last file end)');
  for (const project of ['unit', 'web', 'live']) {
    const of = files.filter((f) => f.project === project);
    if (!of.length) continue;
    const wall = Math.max(...of.map((f) => f.end)) - Math.min(...of.map((f) => f.start));
    console.log(
      `  ${project.padEnd(5)} ${String(of.length).padStart(4)} files ${String(of.reduce((n, f) => n + f.tests, 0)).padStart(5)} tests ${seconds(of.reduce((n, f) => n + f.ms, 0)).padStart(8)} ${seconds(wall).padStart(8)}`,
    );
  }
  console.log('\nten slowest files (last run):');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${seconds(f.ms).padStart(8)}  ${f.file}`);
}
