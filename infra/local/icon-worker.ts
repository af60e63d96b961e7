import { parentPort } from 'node:worker_threads';
import { rasterAppIcons, type AppIconMaker } from '#functions/core/home/app-icons.js';

// The local portal's icon thread (icon-maker.ts): makes the icons of one upload at a time, off
// the thread that answers every request.

export interface IconJob {
  id: number;
  args: Parameters<AppIconMaker>;
}

parentPort?.on('message', ({ id, args }: IconJob) => {
  try {
    parentPort?.postMessage({ id, icons: rasterAppIcons(...args) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
