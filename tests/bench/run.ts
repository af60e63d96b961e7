import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_MEMBERS } from '#infra/local/demo-data.js';
import { startPortal } from '#infra/local/portal.js';
import { capacityBench } from './capacity-bench.js';
import { coldStartBench } from './cold-start-bench.js';
import { geoBench } from './geo-bench.js';
import { handlerBench } from './handler-bench.js';
import { lighthouseBench } from './lighthouse-bench.js';
import { loadBench } from './load-bench.js';

// `npm run bench`: prints figures, never fails on a time. Run after `npm run build`.
//   - local portal start-up (emulators, tables, seed, server) on this machine
//   - outside/gethomedata latency through the HTTP port against DynamoDB Local
//   - outside/recoverpassword for known and unknown addresses (should match: fixed answer beat)
//   - every route's cold start: import and one request in a fresh Node (tests/bench/cold-start-bench.ts)
//   - the capacity model: the traffic mix replayed with DynamoDB's consumed units (tests/bench/capacity-bench.ts)
//   - load: requests/s and latency of five routes under autocannon, and a redemption limit kept
//     exact under parallel prints (tests/bench/load-bench.ts; exits non-zero on any wrong answer)
//   - local deals geo search on 100,000 listings beside a full-Scan baseline (tests/bench/geo-bench.ts)
//   - the SPA's JavaScript and CSS sizes, gzip, per chunk

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One POST from its own loopback address (recovery allows 10 per IP per hour). */
function postFrom(base: string, ip: string, path: string, body: unknown): Promise<number> {
  const url = new URL(`${base}/api/${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: ip,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function benchRecovery(base: string) {
  // Each demo login's address takes 3 full recoveries (token and mail) per hour; 12 samples of each kind.
  const known = DEMO_MEMBERS.flatMap((m) => [m.email, m.email, m.email]);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < known.length; i++) {
    times.known.push(await postFrom(base, `127.0.200.${i + 2}`, 'outside/recoverpassword', { email: known[i] }));
    times.unknown.push(
      await postFrom(base, `127.0.201.${i + 2}`, 'outside/recoverpassword', { email: `nobody-${i}@example.com` }),
    );
  }
  console.log(
    `recoverpassword x${known.length} each: median known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms (answers on a fixed beat)`,
  );
}

async function main() {
  // Figures only: the portal's one-line-per-request log would drown them.
  process.env.LOG_LEVEL = 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const t0 = performance.now();
  const portal = await startPortal({ dataDir, port: 0, inMemory: true });
  const startup = performance.now() - t0;
  console.log(`startup (fresh, in-memory, seeded): ${(startup / 1000).toFixed(2)} s`);

  const call = () =>
    fetch(`${portal.url}/api/outside/gethomedata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"url":"riverbend.localhost"}',
    }).then((r) => r.text());
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const s = performance.now();
    await call();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(
    `gethomedata sequential x200: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );

  const s = performance.now();
  await Promise.all(Array.from({ length: 100 }, call));
  console.log(`gethomedata 100 concurrent: ${(performance.now() - s).toFixed(0)} ms total`);
  await benchRecovery(portal.url);
  await handlerBench(portal.url);
  await coldStartBench(portal.url);
  await capacityBench(portal.url);
  const loadClean = await loadBench(portal.url);
  await geoBench();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const assets = path.resolve(import.meta.dirname, '../../dist/web/assets');
  try {
    const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
    const sizes = files.map((f) => ({
      f,
      raw: readFileSync(path.join(assets, f)).length,
      gz: gzipSync(readFileSync(path.join(assets, f))).length,
    }));
    sizes.sort((a, b) => b.gz - a.gz);
    console.log('SPA assets (gzip / raw):');
    for (const { f, raw, gz } of sizes)
      console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} kB / ${(raw / 1024).toFixed(1).padStart(7)} kB  ${f}`);
    const entry = readFileSync(path.resolve(assets, '../index.html'), 'utf8');
    const initial = sizes.filter(({ f }) => entry.includes(f));
    console.log(
      `initial load (index.html scripts and styles): ${(initial.reduce((a, b) => a + b.gz, 0) / 1024).toFixed(1)} kB gzip`,
    );
  } catch {
    console.log('SPA not built: run `npm run build` first for bundle sizes');
  }
  await lighthouseBench();
  if (!loadClean) process.exitCode = 1;
}

await main();
