import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { buildServiceWorker } from './infra/build/service-worker-build.js';

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

/** dist/web/sw.js, once the build is written: its precache list is that build's shell. */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    async closeBundle() {
      await buildServiceWorker(OUT_DIR, fileURLToPath(new URL('./web/src/sw/service-worker.ts', import.meta.url)));
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
