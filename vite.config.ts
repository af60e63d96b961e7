import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The SPA lives in web/ and builds into dist/web, which the local server and CloudFront serve.
// In `vite dev` the API and the media go to the local server on port 3000.
const backend = 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/static': { target: backend, changeOrigin: false },
    },
  },
});
