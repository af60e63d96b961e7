import type { HomeData } from '#shared/schemas/home.js';
import { callApi } from './api-client';
import { startEarly, takeEarly } from './early-requests';
import { finishPendingLogout, logoutPending } from './pending-logout';
import { readItem } from './session-storage';

// outside/gethomedata's request, built in one place for the app's fetcher and for boot.ts, which
// sends it before the app's JavaScript has loaded. Keep this module light: boot.ts bundles it.

export function requestHomeData(signal?: AbortSignal): Promise<HomeData> {
  // The server resolves the co-op from the member, then the stored key, then this host.
  const send = () =>
    callApi(
      'outside/gethomedata',
      { credentials: readItem('credentials'), url: window.location.host, key: readItem('key') },
      { signal },
    );
  // A logout made offline reaches the server first: its cookie must not answer as the member.
  return logoutPending() ? finishPendingLogout().then(send) : send();
}

const EARLY_HOME_DATA = 'home-data';

/** Sends the request now; the first takeEarlyHomeData() gets its answer. */
export function startEarlyHomeData(): void {
  startEarly(EARLY_HOME_DATA, () => requestHomeData());
}

/** The request boot.ts started, once; later calls (a refetch) get undefined and send their own. */
export function takeEarlyHomeData(): Promise<HomeData> | undefined {
  return takeEarly<HomeData>(EARLY_HOME_DATA);
}

/** Pages outside the member layout (router.tsx), which must not load the home data first. */
const STANDALONE = /^\/(coop\/[^/]+|activate(\/.*)?|resetpassword(\/.*)?|confirmemail(\/.*)?)\/?$/i;

export function isMemberAreaPath(pathname: string): boolean {
  return !STANDALONE.test(pathname);
}
