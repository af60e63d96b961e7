import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, FULL_CHROMIUM_FLAGS } from '../support/browser.js';

// Lighthouse 12, mobile preset (its default config: simulated throttling, a mid-range phone), on
// a fresh in-memory local portal in a process of its own (lighthouse-portal.ts), served over
// HTTP/2 as CloudFront serves it (over HTTP/1.1 the simulation models six cold connections, which
// no visitor gets in production). Median of RUNS per page, each run in a fresh Chromium. Add a
// page to PAGES to measure it too. Alone: `npm run bench:lighthouse`. Needs `npm run build` first.

// Pages a visitor can open; the members-only ones (cnationaldeals, cinsurance, the provider
// locator, promo/safety) send a visitor to chome or the login and would measure those instead.
export const PAGES = [
  '/b2c/chome', '/csignuplogin', '/b2c/clocaldeals',
  '/b2c/alldeals', '/b2c/chealthysavings', '/b2c/cparks', '/b2c/centertainment', '/b2c/csafety', '/b2c/ccontact', '/b2c/cterms', '/b2c/cprivacy', '/b2c/caboutus', '/b2c/cmobile', '/unsubscribe', '/b2c/newbp', '/b2b',
];
// LH_RUNS=1 while iterating; report the default 3. LH_DUMP=<dir> keeps each run's report JSON.
const RUNS = Number(process.env.LH_RUNS) || 3;
// LH_PAGES=/b2c/chome,/csignuplogin measures only those while iterating.
const ONLY = process.env.LH_PAGES?.split(',').filter(Boolean);

interface Sample {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own measure of the host CPU in that run (its docs expect over 1,000 for the 4x multiplier). */
  benchmarkIndex: number;
  /** The local server's response time as Lantern estimated it (the median over the page's requests), which it adds to every request it simulates. */
  serverMs: number;
  /** Titles of failed accessibility audits, to say what costs points. */
  failing: string[];
}

/**
 * The page's renderer gets a CPU of its own: this process (Lighthouse), the portal's process (with
 * DynamoDB Local) and Chromium's other processes keep to CPU 0 and the renderer
 * runs on CPU 1. On a phone the server and the measuring tool are not on the page's CPU; here,
 * on 2 cores, they took turns with it and Lighthouse multiplied the waits by 4 (TBT from 70 to
 * 900 ms for the same build; pinned, 20 to 210 ms). LH_PIN=0 measures unpinned.
 */
function pinRenderer(): { flags: string[]; restore: () => void } {
  const cpus = os.availableParallelism();
  if (process.env.LH_PIN === '0' || cpus < 2) return { flags: [], restore: () => {} };
  try {
    execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    console.log('(taskset not found: the renderer shares the CPUs with the portal)');
    return { flags: [], restore: () => {} };
  }
  return {
    // Chromium starts each renderer through this prefix; every thread of this process and its
    // children (Chromium's browser, GPU and network processes, the portal and its database) stay on CPU 0.
    flags: [`--renderer-cmd-prefix=taskset -c 1`],
    restore: () => execFileSync('taskset', ['-a', '-cp', `0-${cpus - 1}`, String(process.pid)], { stdio: 'ignore' }),
  };
}

let rendererFlags: string[] = [];

async function measure(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...FULL_CHROMIUM_FLAGS, '--ignore-certificate-errors', ...rendererFlags], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    if (process.env.LH_DUMP) writeFileSync(path.join(process.env.LH_DUMP, `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(result.lhr));
    const a11yRefs = categories.accessibility?.auditRefs ?? [];
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      serverMs: Math.max(0, ...((audits['network-server-latency']?.details as { items?: { serverResponseTime: number }[] } | undefined)?.items ?? []).map((i) => i.serverResponseTime)),
      failing: a11yRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => audits[ref.id]!.title),
    };
  } finally {
    chrome.kill();
  }
}

/** Starts lighthouse-portal.ts in a child process (which inherits this process's CPU) and waits for its URL. */
async function startBenchPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  // Its stdin is the lifeline: closed by stop(), or by the system if this process dies.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lighthouse-portal.ts')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('http'));
      if (line) resolve(line.trim());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`The bench portal stopped (exit ${code}) before it was ready:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs Lighthouse on each page of PAGES against `base`, or against a portal of its own. */
export async function lighthouseBench(base?: string): Promise<void> {
  // Before the portal starts, so that its process and DynamoDB Local inherit CPU 0.
  const pin = pinRenderer();
  rendererFlags = pin.flags;
  let stop = async () => {};
  if (!base) {
    const portal = await startBenchPortal();
    base = portal.url;
    stop = portal.stop;
  }
  try {
    console.log(`Lighthouse 12 mobile (simulated throttling), median of ${RUNS}${rendererFlags.length ? ', the renderer on a CPU of its own' : ''}:`);
    console.log('| page | performance | accessibility | LCP | TBT | CLS |');
    console.log('|---|---|---|---|---|---|');
    for (const page of ONLY ?? PAGES) {
      // One discarded run first: the portal's first answers include a cold handler and the
      // first compression of each asset, which CloudFront and warm Lambdas do not repeat.
      await measure(`${base}${page}`);
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(`${base}${page}`));
      const m = (key: 'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls') => median(samples.map((s) => s[key]));
      console.log(`| ${page} | ${m('performance')} | ${m('accessibility')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`);
      // Each run, so a median can be read against its spread and the host's speed at the time.
      console.log(`  runs: ${samples.map((s) => `${s.performance} (TBT ${Math.round(s.tbt)} ms, server ${Math.round(s.serverMs)} ms, CPU index ${Math.round(s.benchmarkIndex)})`).join(', ')}`);
      const failing = [...new Set(samples.flatMap((s) => s.failing))];
      if (failing.length) console.log(`  accessibility audits failing on ${page}: ${failing.join('; ')}`);
    }
  } finally {
    await stop();
    pin.restore();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await lighthouseBench(process.argv[2]);
