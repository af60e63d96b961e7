import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { setAppIconMaker, type AppIconFile, type AppIconMaker } from '#functions/core/home/app-icons.js';
import type { IconJob } from './icon-worker.js';

// Deployed, each upload has a Lambda instance of its own, so decoding a logo (up to a second or
// so for the largest JPEG taken) holds up no one. The local portal answers every request from one
// process: there the icons are made on a worker thread, one upload at a time, and the portal
// keeps answering meanwhile. ADR 0075.

type Reply = { id: number; icons?: AppIconFile[]; error?: string };

const WORKER = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'icon-worker.ts')).href;

type Job = { resolve: (icons: AppIconFile[] | undefined) => void; reject: (e: Error) => void };
/** A running thread and the uploads it holds. */
interface Thread {
  worker: Worker;
  pending: Map<number, Job>;
}

let current: Thread | undefined;
let nextId = 0;

/** The thread, started on first use: it loads the TypeScript sources through tsx, as the portal does. */
function thread(): Thread {
  if (current) return current;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`,
    { eval: true },
  );
  const started: Thread = { worker, pending: new Map() };
  // Never what keeps the process alive: the server does that.
  worker.unref();
  worker.on('message', ({ id, icons, error }: Reply) => {
    const job = started.pending.get(id);
    started.pending.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(icons);
  });
  // A thread that fails or is stopped fails the uploads it holds; the next upload starts another.
  const failAll = (error: Error) => {
    if (current === started) current = undefined;
    for (const job of started.pending.values()) job.reject(error);
    started.pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the icon thread stopped (exit code ${code})`)));
  current = started;
  return started;
}

const onThread: AppIconMaker = (...args) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    const { worker, pending } = thread();
    pending.set(id, { resolve, reject });
    const job: IconJob = { id, args };
    worker.postMessage(job);
  });

/** Makes the upload route's icons on the worker thread from now on. */
export function installIconThread(): void {
  setAppIconMaker(onThread);
}

/** Ends the thread (the portal's stop); a later upload starts another. */
export async function stopIconThread(): Promise<void> {
  const running = current;
  current = undefined;
  await running?.worker.terminate();
}
