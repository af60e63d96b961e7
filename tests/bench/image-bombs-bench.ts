import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { scanFloodJpeg, stripPng, tallPng } from '../support/image-bombs.js';

// What an upload of issue 39's three pictures (and of the largest images taken) costs in the
// icon code: each case in a fresh Node process (so its peak memory is its own), the figures of
// ADR 0075. The upload runs this code synchronously, so its time is how long the local portal,
// one process, answers nobody. Figures only, never a pass or fail.
//   npx tsx tests/bench/image-bombs-bench.ts [repo root, default this one] [seconds before a case is stopped, default 60]
// Another root (a checkout of an older commit) measures that commit's code with the same files.

type Case = { name: string; file: string; fit: 'logo' | 'fill'; bytes: () => Buffer };

/** A 3000 by 3000 photo-like picture (smooth gradients plus noise, so it compresses as photos do). */
function photo(): Buffer {
  const side = 3000;
  const data = Buffer.alloc(side * side * 4);
  let seed = 7;
  for (let i = 0; i < side * side; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = i % side;
    const y = Math.floor(i / side);
    data.set([(x * 255) / side, (y * 255) / side, seed & 63, 255], i * 4);
  }
  return Buffer.from(data);
}

const CASES: Case[] = [
  { name: '1 x 9,000,000 PNG as a logo', file: 'logo.png', fit: 'logo', bytes: tallPng },
  { name: '1 x 9,000,000 PNG as an icon image', file: 'appIcon.png', fit: 'fill', bytes: tallPng },
  { name: '4 x 200 PNG as an icon image', file: 'appIcon.png', fit: 'fill', bytes: stripPng },
  { name: '3000 x 3000 JPEG, 15,000 scans, as a logo', file: 'logo.jpg', fit: 'logo', bytes: () => scanFloodJpeg() },
  {
    name: '3000 x 3000 baseline JPEG logo (largest taken)',
    file: 'logo.jpg',
    fit: 'logo',
    bytes: () => Buffer.from(jpeg.encode({ width: 3000, height: 3000, data: photo() }, 20).data),
  },
  {
    name: '3000 x 3000 PNG logo (largest taken)',
    file: 'logo.png',
    fit: 'logo',
    bytes: () => {
      const png = new PNG({ width: 3000, height: 3000 });
      png.data.fill(255);
      for (let y = 500; y < 2500; y++) png.data.fill(40, (y * 3000 + 500) * 4, (y * 3000 + 2500) * 4);
      return PNG.sync.write(png);
    },
  },
];

async function child(root: string, index: number, file: string) {
  const { rasterAppIcons } = (await import(
    pathToFileURL(path.join(root, 'functions/core/home/app-icons.ts')).href
  )) as typeof import('#functions/core/home/app-icons.js');
  const c = CASES[index];
  if (!c) throw new Error(`no case ${index}`);
  const bytes = new Uint8Array(readFileSync(file));
  const rssBefore = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const icons = rasterAppIcons(bytes, c.file.endsWith('.png') ? 'png' : 'jpg', '#2d6a4f', c.fit);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  process.stdout.write(
    JSON.stringify({
      kB: Math.round(bytes.length / 1024),
      result: icons ? `${icons.length} icons` : 'refused',
      wallMs: Math.round(ms),
      cpuMs: Math.round((used.user + used.system) / 1000),
      rssBeforeMB: Math.round(rssBefore / 2 ** 20),
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

/** A process's peak resident memory so far, in MB (Linux), read before it is stopped. */
function peakSoFar(pid: number | undefined): number | undefined {
  try {
    const kB = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round(Number(kB) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

function run(self: string, root: string, index: number, file: string, seconds: number): Promise<string> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', self, '--child', root, String(index), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    let stopped: string | undefined;
    const timer = setTimeout(() => {
      stopped = `stopped after ${seconds} s, peak RSS ${peakSoFar(child.pid) ?? '?'} MB so far`;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = Math.round(performance.now() - started);
      if (stopped) resolve(stopped);
      else if (code === 0) resolve(out);
      else
        resolve(
          `failed after ${ms} ms: ${/heap out of memory|[A-Z]\w+Error[^\n]*/.exec(err)?.[0] ?? `exit code ${code}`}`,
        );
    });
  });
}

async function parent(root: string, seconds: number) {
  const self = fileURLToPath(import.meta.url);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'image-bombs-'));
  console.log(`code: ${root}`);
  for (const [index, c] of CASES.entries()) {
    // Made here, so the child's memory is the upload's alone.
    const file = path.join(dir, `${index}-${c.file}`);
    writeFileSync(file, c.bytes());
    console.log(`${c.name.padEnd(50)} ${await run(self, root, index, file, seconds)}`);
  }
  rmSync(dir, { recursive: true, force: true });
}

const [, , first, second, third, fourth] = process.argv;
if (first === '--child') await child(second ?? '', Number(third), fourth ?? '');
else
  await parent(
    path.resolve(first ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')),
    Number(second ?? 60),
  );
