import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
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
