import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServiceWorker, precacheList } from '../../infra/build/service-worker-build.js';
import { PROJECT_ROOT } from '../../infra/lib/deployed-routes.js';

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
});
