import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '../sw/cache-names';

// A new deploy's service worker installs on the next visit and then waits (it never swaps the
// shell under an open page): the page says so, and Reload lets it take over, then reloads.

/**
 * Activates the waiting worker and reloads once it controls the page. Asked of the registration
 * at the moment of the click, not of the worker the notice was shown for: another tab may have
 * activated that one already (then a reload is all that is left to do).
 */
async function activateWaiting(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js');
  let shown = false;
  wb.addEventListener('waiting', () => {
    if (shown) return;
    shown = true;
    void import('./update-notice').then((m) => m.showUpdateNotice(() => void activateWaiting()));
  });
  await wb.register();
}
