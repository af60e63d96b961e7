import { watchInstallPrompt } from '../lib/install-prompt';

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
