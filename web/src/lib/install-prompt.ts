import { useSyncExternalStore } from 'react';

// Chromium's beforeinstallprompt fires once, early, maybe before the Mobile App page's code has
// loaded: it is kept here from the start (main.tsx) so that page can offer its own button later.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offers installing and has not been asked yet. */
  canPrompt: boolean;
  /** Installed during this visit. */
  installedNow: boolean;
}

let deferred: BeforeInstallPromptEvent | undefined;
let state: InstallState = { canPrompt: false, installedNow: false };
const listeners = new Set<() => void>();
const set = (next: InstallState) => {
  state = next;
  for (const l of listeners) l();
};

export function watchInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // The page's own button replaces the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ ...state, canPrompt: true });
  });
  addEventListener('appinstalled', () => {
    deferred = undefined;
    set({ canPrompt: false, installedNow: true });
  });
}

/** Shows the browser's install dialog; a prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = undefined;
  set({ ...state, canPrompt: false });
  await event.prompt();
  if ((await event.userChoice).outcome === 'accepted') set({ canPrompt: false, installedNow: true });
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => state,
  );
}

/** Opened from the home screen: the installed app's own window. */
export const isStandalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS has no install prompt: Safari's Share menu adds the page to the home screen. */
export const isIos = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
