import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// The service worker's own build step, run by vite.config.ts once Vite has written dist/web: the
// precache list of that build (URL and content hash of each shell file) goes into
// web/src/sw/service-worker.ts as Workbox's self.__WB_MANIFEST, and esbuild bundles it to
// dist/web/sw.js. Workbox's own workbox-build does the same with some 270 more packages.

export interface PrecacheEntry {
  url: string;
  revision: string;
}

/** Shell files: the page and the hashed JavaScript, CSS and fonts. Images, media and the API stay out. */
const SHELL_FILE = /^(index\.html|assets\/.+\.(js|css|woff2?))$/;
/** A font is precached whatever names it; everything else only when index.html names it. */
const FONT_FILE = /\.woff2?$/;
export const SERVICE_WORKER_FILE = 'sw.js';

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(dir, `${prefix}${d.name}/`) : [`${prefix}${d.name}`],
  );
}

const hashOf = (data: string | Buffer, length: number) =>
  createHash('sha256').update(data).digest('hex').slice(0, length);

/**
 * The precache list: index.html, the chunks and styles it names (the first screen of any page)
 * and the fonts, sorted so one build always gives one list. Route chunks are not listed: the
 * worker caches each the first time a page asks for it (hashed names, cache-first), so installing
 * fetches about twenty files the page has just loaded rather than the whole app (200 files), which
 * on a phone would compete with the first page's own work.
 */
export function precacheList(webDir: string): PrecacheEntry[] {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  return filesUnder(webDir)
    .filter((f) => SHELL_FILE.test(f) && (f === 'index.html' || FONT_FILE.test(f) || html.includes(`/${f}"`)))
    .sort()
    .map((f) => ({ url: `/${f}`, revision: hashOf(readFileSync(path.join(webDir, f)), 16) }));
}

/** A build's id: the hash of its precache list, so any changed shell file makes a new service worker. */
export const buildVersion = (entries: PrecacheEntry[]) => hashOf(JSON.stringify(entries), 12);

/** Bundles the service worker with this build's precache list into webDir/sw.js. */
export async function buildServiceWorker(
  webDir: string,
  entry: string,
): Promise<{ file: string; version: string; entries: PrecacheEntry[] }> {
  const entries = precacheList(webDir);
  const version = buildVersion(entries);
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    legalComments: 'none',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(entries),
      __SW_VERSION__: JSON.stringify(version),
      // Workbox's development logging goes.
      'process.env.NODE_ENV': '"production"',
    },
  });
  const file = path.join(webDir, SERVICE_WORKER_FILE);
  writeFileSync(file, out.outputFiles[0]!.text);
  return { file, version, entries };
}
