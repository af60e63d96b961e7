import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServiceWorker, filesOfModules, precacheList } from '#infra/build/service-worker-build.js';
import { OFFLINE_MODULES } from '#web/sw/offline-pages.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';

// The service worker's build step: the precache list is the built shell (the page, the chunks and
// styles it names, fonts) with content revisions, injected as Workbox's self.__WB_MANIFEST, and a changed file
// makes a new worker (which is what makes a deploy noticed).

const ENTRY = path.join(PROJECT_ROOT, 'web/src/sw/service-worker.ts');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-build-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const SHELL = {
  'index.html':
    '<!doctype html><title>x</title><script type="module" src="/assets/index-abc123.js"></script><link rel="stylesheet" href="/assets/index-abc123.css">',
  'assets/index-abc123.js': 'console.log(1)',
  'assets/cmobile-page-def456.js': 'console.log(2)',
  'assets/index-abc123.css': 'body{}',
  'assets/inter-latin.woff2': 'font',
  'assets/logo.svg': '<svg/>',
  'robots.txt': 'User-agent: *',
  'sw.js': 'old worker',
};

describe('the service worker build', () => {
  it('lists the page, the chunks and styles it names and the fonts, with content revisions; route chunks, images and the worker stay out', () => {
    const list = precacheList(fakeDist(SHELL));
    expect(list.map((e) => e.url)).toEqual([
      '/assets/index-abc123.css',
      '/assets/index-abc123.js',
      '/assets/inter-latin.woff2',
      '/index.html',
    ]);
    for (const e of list) expect(e.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('injects the list as self.__WB_MANIFEST into dist/sw.js; a changed page gives a new worker, an unchanged build the same one', async () => {
    const first = fakeDist(SHELL);
    const built = await buildServiceWorker(first, ENTRY);
    const worker = readFileSync(path.join(first, 'sw.js'), 'utf8');
    expect(worker).not.toContain('__WB_MANIFEST');
    for (const e of built.entries) expect(worker).toContain(`{url:"${e.url}",revision:"${e.revision}"}`);
    expect(worker).toContain(built.version);
    // The cache names the docs promise; never an API path in the worker's caches.
    expect(worker).toContain('portal-media');
    expect(worker).toMatch(/prefix:"portal"/);

    const same = await buildServiceWorker(fakeDist(SHELL), ENTRY);
    expect(readFileSync(same.file, 'utf8')).toBe(worker);
    const next = await buildServiceWorker(
      fakeDist({ ...SHELL, 'index.html': SHELL['index.html'].replace('<title>x', '<title>y') }),
      ENTRY,
    );
    expect(next.version).not.toBe(built.version);
    expect(readFileSync(next.file, 'utf8')).not.toBe(worker);
  });

  it("lists the member's offline pages (their chunks, what they import statically and their styles) for the worker to fetch when asked, never at install", async () => {
    const page = (name: string) => `/src/pages/${name}.tsx`;
    const chunks = [
      { fileName: 'assets/index-abc123.js', moduleIds: ['/src/main.tsx'], imports: [], css: [] },
      {
        fileName: 'assets/ccard-page-1.js',
        moduleIds: [page('ccard-page')],
        imports: ['assets/Paper-2.js', 'assets/index-abc123.js'],
        css: ['assets/ccard-page-1.css'],
      },
      { fileName: 'assets/Paper-2.js', moduleIds: ['/m/Paper.js'], imports: [], css: [] },
      { fileName: 'assets/cmobile-page-def456.js', moduleIds: [page('cmobile-page')], imports: [], css: [] },
    ];
    const offline = filesOfModules(chunks, [page('ccard-page')]);
    expect(offline).toEqual([
      'assets/Paper-2.js',
      'assets/ccard-page-1.css',
      'assets/ccard-page-1.js',
      'assets/index-abc123.js',
    ]);
    expect(() => filesOfModules(chunks, [page('moved-page')])).toThrow(/moved-page.tsx is in no chunk/);

    const dist = fakeDist(SHELL);
    const built = await buildServiceWorker(dist, ENTRY, offline);
    // The shell's own files stay in the precache only; the rest waits for a member's page to ask.
    expect(built.offlineUrls).toEqual(['/assets/Paper-2.js', '/assets/ccard-page-1.css', '/assets/ccard-page-1.js']);
    expect(built.entries.map((e) => e.url)).not.toContain('/assets/ccard-page-1.js');
    expect(readFileSync(built.file, 'utf8')).toContain('"/assets/ccard-page-1.js"');
    expect(built.version).not.toBe((await buildServiceWorker(fakeDist(SHELL), ENTRY)).version);
  });

  it('names offline modules that exist', () => {
    for (const m of OFFLINE_MODULES) expect(existsSync(path.join(PROJECT_ROOT, 'web/src', m)), m).toBe(true);
  });
});
