import { watchInstallPrompt } from '../lib/install-prompt';
import { SW_MESSAGES } from '../sw/cache-names';

// Installing and updating: the install prompt is watched from the start; the service worker is
// registered once the page has loaded, from a chunk of its own (workbox-window), so neither
// the first paint nor the first screen's requests wait for it.
export function startServiceWorker(): void {
  watchInstallPrompt();
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A failed registration (a blocked or private window) leaves the page as it was: online only.
  const start = () =>
    setTimeout(
      () => void import('./service-worker-registration').then((m) => m.registerServiceWorker()).catch(() => undefined),
    );
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/**
 * A signed-in member's page, once idle: the worker fetches the code of the pages a member uses
 * offline (web/src/sw/offline-pages.ts) that it does not hold yet, so they open in a dead zone even
 * if never opened online. Once the worker is active; a visitor's page never asks. ADR 0070.
 */
export function cacheOfflinePagesWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  idle(
    () =>
      void navigator.serviceWorker.ready.then((registration) =>
        registration.active?.postMessage({ type: SW_MESSAGES.cacheOfflinePages }),
      ),
  );
}
