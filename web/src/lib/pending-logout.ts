import { callApi } from './api-client';

// A logout the server did not hear (the phone was offline): the session cookie is HttpOnly, so
// only the server can end it. Until it has, the phone keeps a flag and sends the logout again
// when the connection returns and before any home data is asked for (which the cookie would
// otherwise still answer as the member). Light: boot.ts bundles it through home-data-request.

const FLAG = 'portal-pending-logout';

/** A logout is waiting to reach the server. */
export const logoutPending = (): boolean => {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
};

let sending: Promise<void> | undefined;

/** Sends the logout the server missed, once at a time; the flag stays until it is heard. */
export function finishPendingLogout(): Promise<void> {
  if (!logoutPending()) return Promise.resolve();
  sending ??= callApi('outside/logout', {})
    .then(() => localStorage.removeItem(FLAG))
    .catch(() => retryLater())
    .finally(() => (sending = undefined));
  return sending;
}

/**
 * A send that failed (the first one as the connection returns can, before the network is up) is
 * tried again: on the next 'online', and in a few seconds while the phone says it is online.
 */
function retryLater(): void {
  addEventListener('online', () => void finishPendingLogout(), { once: true });
  if (navigator.onLine) setTimeout(() => void finishPendingLogout(), 3000);
}

/** After a logout whose request failed: ends the server's session as soon as it can be reached. */
export function rememberPendingLogout(): void {
  try {
    localStorage.setItem(FLAG, '1');
  } catch {
    return;
  }
  addEventListener('online', () => void finishPendingLogout(), { once: true });
}

if (typeof window !== 'undefined' && logoutPending())
  addEventListener('online', () => void finishPendingLogout(), { once: true });
