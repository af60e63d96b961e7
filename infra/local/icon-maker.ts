import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { setAppIconMaker, type AppIconFile, type AppIconMaker } from '../../functions/core/home/app-icons.js';
import type { IconJob } from './icon-worker.js';

// Deployed, each upload has a Lambda instance of its own, so decoding a logo (up to a second or
// so for the largest JPEG taken) holds up no one. The local portal answers every request from one
// process: there the icons are made on a worker thread, one upload at a time, and the portal
// keeps answering meanwhile. ADR 0075.

type Reply = { id: number; icons?: AppIconFile[]; error?: string };

const WORKER = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'icon-worker.ts')).href;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (icons: AppIconFile[] | undefined) => void; reject: (e: Error) => void }>();

/** The thread, started on first use: it loads the TypeScript sources through tsx, as the portal does. */
function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`,
    { eval: true },
  );
  // Never what keeps the process alive: the server does that.
  started.unref();
  started.on('message', ({ id, icons, error }: Reply) => {
    const job = pending.get(id);
    pending.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(icons);
  });
  // A thread that fails or stops fails the uploads it holds; the next upload starts another.
  const failAll = (error: Error) => {
    if (worker !== started) return;
    worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`the icon thread stopped (exit code ${code})`)));
  worker = started;
  return started;
}

const onThread: AppIconMaker = (...args) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const job: IconJob = { id, args };
    thread().postMessage(job);
  });

/** Makes the upload route's icons on the worker thread from now on. */
export function installIconThread(): void {
  setAppIconMaker(onThread);
}

/** Ends the thread (the portal's stop); a later upload starts another. */
export async function stopIconThread(): Promise<void> {
  const running = worker;
  worker = undefined;
  await running?.terminate();
}
