import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { writeFileSync } from 'node:fs';
import {
  buildServiceWorker,
  CHUNK_GRAPH_FILE,
  filesOfModules,
  type BuiltChunk,
} from './infra/build/service-worker-build.js';
import { OFFLINE_MODULES } from './web/src/sw/offline-pages.js';

// The SPA lives in web/ and builds into dist/web, which the local server and CloudFront serve.
// In `vite dev` the API and the media go to the local server on port 3000.
const backend = 'http://localhost:3000';

const BOOT = fileURLToPath(new URL('./web/src/boot.ts', import.meta.url));

/**
 * web/src/boot.ts is an entry of its own, loaded async ahead of the app's bundle: Vite would fold
 * a second module script of index.html into the app's entry, so the tag is added here instead.
 */
function bootScript(): Plugin {
  return {
    name: 'boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk =
          ctx.bundle &&
          Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === BOOT);
        const src = chunk ? `/${chunk.fileName}` : '/src/boot.ts';
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * dist/web/sw.js, once the build is written: its precache list is that build's shell; the files of
 * the member's offline pages (web/src/sw/offline-pages.ts, found in this build's chunk graph) are
 * listed for it to fetch when a member's page asks. The chunk graph itself goes to
 * CHUNK_GRAPH_FILE, outside the site, for the browser tests.
 */
function serviceWorker(): Plugin {
  let chunks: BuiltChunk[] = [];
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                fileName: c.fileName,
                moduleIds: c.moduleIds,
                imports: c.imports,
                css: [...(c.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      writeFileSync(fileURLToPath(new URL(`./${CHUNK_GRAPH_FILE}`, import.meta.url)), JSON.stringify(chunks));
      const webSrc = fileURLToPath(new URL('./web/src/', import.meta.url));
      const offline = filesOfModules(
        chunks,
        OFFLINE_MODULES.map((m) => webSrc + m),
      );
      await buildServiceWorker(
        OUT_DIR,
        fileURLToPath(new URL('./web/src/sw/service-worker.ts', import.meta.url)),
        offline,
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react(), bootScript(), serviceWorker()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    rollupOptions: {
      input: { index: fileURLToPath(new URL('./web/index.html', import.meta.url)), boot: BOOT },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/static': { target: backend, changeOrigin: false },
    },
  },
});
