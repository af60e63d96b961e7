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

/** A built JavaScript chunk as the bundler reports it: enough to follow a module to its files. */
export interface BuiltChunk {
  fileName: string;
  /** Absolute paths of the source modules in it. */
  moduleIds: readonly string[];
  /** The chunks it imports statically. */
  imports: readonly string[];
  /** Its stylesheets (Vite's importedCss). */
  css: readonly string[];
}

/**
 * The build's chunk graph, written beside the site (dist/, never served or deployed) for the
 * browser sweeps' Mantine-CSS check: which stylesheets a page's own chunks bring
 * (tests/browser/phone-layout.ts).
 */
export const CHUNK_GRAPH_FILE = 'dist/web-chunks.json';

/**
 * The files (chunks and their stylesheets, paths under the build folder) that the given source
 * modules need: the chunk of each and, transitively, the chunks it imports statically. A module
 * in no chunk fails the build, so the list of offline pages cannot silently name a file that moved.
 */
export function filesOfModules(chunks: readonly BuiltChunk[], modules: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.css) files.add(css);
    for (const name of chunk.imports) {
      const imported = byFile.get(name);
      if (imported) visit(imported);
    }
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.includes(module));
    if (!chunk) throw new Error(`${module} is in no chunk of this build (web/src/sw/offline-pages.ts)`);
    visit(chunk);
  }
  return [...files].sort();
}

/**
 * The URLs of the member's offline pages' files that the shell does not already hold: the worker
 * caches them when a signed-in member's page asks (web/src/sw/service-worker.ts), never at install,
 * so a visitor's first visit fetches nothing more (ADR 0070).
 */
export const offlinePageUrls = (entries: readonly PrecacheEntry[], offlineFiles: readonly string[]): string[] => {
  const shell = new Set(entries.map((e) => e.url));
  return [...new Set(offlineFiles.map((f) => `/${f}`))].filter((url) => !shell.has(url)).sort();
};

/**
 * A build's id: the hash of its precache list and offline files, so any changed shell file (or
 * offline page) makes a new service worker.
 */
export const buildVersion = (entries: PrecacheEntry[], offlineUrls: readonly string[] = []) =>
  hashOf(JSON.stringify(offlineUrls.length ? { entries, offlineUrls } : entries), 12);

/**
 * Bundles the service worker with this build's precache list and the URLs of the member's offline
 * pages (`offlineFiles`, from filesOfModules) into webDir/sw.js.
 */
export async function buildServiceWorker(
  webDir: string,
  entry: string,
  offlineFiles: readonly string[] = [],
): Promise<{ file: string; version: string; entries: PrecacheEntry[]; offlineUrls: string[] }> {
  const entries = precacheList(webDir);
  const offlineUrls = offlinePageUrls(entries, offlineFiles);
  const version = buildVersion(entries, offlineUrls);
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
      __OFFLINE_PAGE_URLS__: JSON.stringify(offlineUrls),
      __SW_VERSION__: JSON.stringify(version),
      // Workbox's development logging goes.
      'process.env.NODE_ENV': '"production"',
    },
  });
  const file = path.join(webDir, SERVICE_WORKER_FILE);
  writeFileSync(file, out.outputFiles[0]!.text);
  return { file, version, entries, offlineUrls };
}
