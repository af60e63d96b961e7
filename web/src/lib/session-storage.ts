import { useSyncExternalStore } from 'react';
import type { HomeData } from '../../../shared/schemas/home';

// The spec's session storage items (member-portal section 3). Only non-secret display data lives
// here; the session itself is an HttpOnly cookie. Storage can be unavailable (privacy modes), so
// every access is guarded and the app then simply behaves as a fresh visitor.

export type SessionItem = 'credentials' | 'userKey' | 'sessionKey' | 'key' | 'homeData' | 'activation' | 'resetkeys';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readItem(name: SessionItem): string | null {
  try {
    return window.sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

export function writeItem(name: SessionItem, value: string): void {
  try {
    window.sessionStorage.setItem(name, value);
  } catch {
    // Quota or disabled storage: the app still works for this page view.
  }
  notify();
}

export function removeItems(...names: SessionItem[]): void {
  try {
    for (const name of names) window.sessionStorage.removeItem(name);
  } catch {
    // Nothing stored then.
  }
  notify();
}

export function readJson<T>(name: SessionItem): T | null {
  const raw = readItem(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(name: SessionItem, value: unknown): void {
  writeItem(name, JSON.stringify(value));
}

/** Spec section 4: home data is saved after the home-data and set-cooperative calls. */
export function saveHomeData(data: HomeData): void {
  writeJson('homeData', data);
  writeItem('key', data.key);
}

/** Spec section 4: logged in means a credential exists in the session. */
export function isLoggedIn(): boolean {
  return Boolean(readItem('credentials'));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab cannot change sessionStorage, but devtools and tests can; cheap to follow.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Re-renders when this app writes the item, so login and logout update the shell at once. */
export function useSessionItem(name: SessionItem): string | null {
  return useSyncExternalStore(subscribe, () => readItem(name), () => null);
}

export function useIsLoggedIn(): boolean {
  return Boolean(useSessionItem('credentials'));
}
