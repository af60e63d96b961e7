import { spawnSync } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run bench:tests [-- --runs 3] [-- --fast]`: how long the README's test command takes, in
// all and step by step, on this machine; prints figures, never fails on a time. It runs exactly
// `npm test` (or `npm run test:fast`) with vitest's JSON report added, reads each step's time
// from the lines the runner prints (tests/support/run-process.ts), and prints each vitest
// project's file count, test count and summed file time, and the ten slowest files. It records
// each file's time in tests/support/file-times.json, which orders a fresh clone's files slowest
// first (tests/support/file-order.ts): commit it when the order changes.

const TIMES_FILE = path.resolve(import.meta.dirname, '../support/file-times.json');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 1) || 1;
const script = args.includes('--fast') ? 'test:fast' : 'test';

interface VitestJson {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const projectOf = (file: string) =>
  /tests\/(integration|browser)\//.test(file) ? 'live' : /tests\/web\//.test(file) ? 'web' : 'unit';

/**
 * A fixed workload's time on one core, to compare runs across machines: the same commit's
 * `npm test` took 15 minutes on one 2-core machine of this workplace and 6 on another, the
 * difference all in the speed of a core (every step about 2.4 times). A memory-hard hash and JSON
 * round trips (what the portal and the test workers do most), the best of five, in ms.
 */
function calibrationMs(): number {
  const data = {
    items: Array.from({ length: 20_000 }, (_, i) => ({ id: `m-${i}`, zip: 66_000 + i, ok: i % 3 === 0 })),
  };
  const once = () => {
    const started = performance.now();
    scryptSync('calibration', 'salt', 64, { N: 2 ** 14, r: 8, p: 1 });
    for (let i = 0; i < 10; i++) JSON.parse(JSON.stringify(data));
    return performance.now() - started;
  };
  return Math.round(Math.min(...Array.from({ length: 5 }, once)));
}
const cpus = os.cpus();
console.log(
  `machine: ${cpus.length} cores, ${cpus[0]?.model ?? 'unknown'}; calibration ${calibrationMs()} ms (one core; lower is faster)`,
);

const times = new Map<string, number[]>();
const record = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
let last: VitestJson | undefined;
for (let run = 1; run <= runs; run++) {
  // Each vitest process of the run writes its JSON report here (tests/support/run-process.ts).
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'test-time-'));
  const started = performance.now();
  const result = spawnSync('npm', ['run', script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TEST_REPORT_DIR: reportDir },
  });
  const took = performance.now() - started;
  for (const [, name, secs] of result.stdout.matchAll(/^(.+): (?:ok|FAILED \(exit \d+\)) in ([0-9.]+) s$/gm))
    if (name && secs) record(name, Number(secs) * 1000);
  record('total', took);
  console.log(
    `run ${run}: npm run ${script}: ${seconds(took)}${result.status === 0 ? '' : ` (exit ${result.status})`}`,
  );
  const reports = readdirSync(reportDir).filter((f) => f.endsWith('.json'));
  if (reports.length > 0)
    last = {
      testResults: reports.flatMap(
        (f) => (JSON.parse(readFileSync(path.join(reportDir, f), 'utf8')) as VitestJson).testResults,
      ),
    };
}

console.log(`\nnpm run ${script}, median of ${runs} (the steps run side by side):`);
for (const [step, xs] of times) console.log(`  ${step.padEnd(40)} ${seconds(median(xs))}`);
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
  const recorded = Object.fromEntries(
    files.map((f) => [`${f.project}:${f.file}`, Math.round(f.ms / 1000)] as const).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  // Only a whole run's times: test:fast runs no live file.
  if (script === 'test') writeFileSync(TIMES_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  if (script === 'test') console.log(`\neach file's time recorded in ${path.relative(process.cwd(), TIMES_FILE)}`);
  console.log('\nten slowest files (last run):');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${seconds(f.ms).padStart(8)}  ${f.file}`);
}
