import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { cacheComputedStyle } from './computed-style-cache';
import { indexLabels } from './jsdom-labels';
import { printPageOnRead } from './lazy-element-error';
import { fakeMatchMedia } from './match-media';

// The web project runs its files in one module registry per worker (isolate: false in
// vitest.config.ts): React, Mantine and the other packages load once per worker, not once per file
// (they were two thirds of the project's time). The app's own modules, which keep state (the
// modal store, loaded stand-in forms, the early home-data request), start fresh in every file,
// and so does the browser storage the session lives in.
vi.resetModules();
sessionStorage.clear();
localStorage.clear();

// A file's app modules can leave a timer running past its end (a batch of deal opens is sent 30 s
// after its first, features/local-deals/count-opens.ts). In one registry per worker it would fire
// in a later file, through that file's fetch stub, as a call the later file never made. The
// worker's setTimeout is wrapped once to keep the timers that have not yet fired; each file's end
// clears them, so a file's timers end with it.
const FILE_TIMERS = Symbol.for('web-tests.file-timers');
const worker = globalThis as typeof globalThis & { [FILE_TIMERS]?: Set<ReturnType<typeof setTimeout>> };
const fileTimers = (worker[FILE_TIMERS] ??= (() => {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const tracked = (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = realSetTimeout(
      (...given: unknown[]) => {
        timers.delete(id);
        handler(...given);
      },
      ms,
      ...args,
    );
    timers.add(id);
    return id;
  };
  globalThis.setTimeout = Object.assign(tracked, realSetTimeout) as typeof setTimeout;
  globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
    if (id !== undefined) timers.delete(id);
    realClearTimeout(id);
  }) as typeof clearTimeout;
  return timers;
})());
afterAll(() => {
  for (const id of fileTimers) clearTimeout(id);
  fileTimers.clear();
});

// A lazy modal or page is transformed on first use; on 2 busy cores that can pass the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine reads (toolchain notes, Web section).

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: fakeMatchMedia(() => false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView = () => {};

// What Testing Library asks jsdom for most, answered without walking the page each time
// (docs/adr/0086): a field's labels, an element's computed style, the page printed with a failed
// query while a wait polls.
indexLabels();
cacheComputedStyle();
printPageOnRead();

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The account modal store and the notifications live at module level; every test starts with none.
afterEach(async () => {
  const { closeModal } = await import('#web/lib/modal-store.js');
  const { notifications } = await import('@mantine/notifications');
  closeModal();
  notifications.clean();
});
