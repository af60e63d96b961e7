import { useSyncExternalStore } from 'react';
import { hasRole, ROLES, type Role, type SecondStep } from '#shared/roles.js';
import type { HomeData } from '#shared/schemas/home.js';

// The spec's session storage items. Only non-secret display data lives
// here; the session itself is an HttpOnly cookie. Storage can be unavailable (privacy modes), so
// every access is guarded and the app then simply behaves as a fresh visitor. Beyond the spec's
// items the session keeps the member's first name and role (both from the login answer) for display.

export type SessionItem =
  | 'credentials'
  | 'userKey'
  | 'sessionKey'
  | 'key'
  | 'homeData'
  | 'activation'
  | 'resetkeys'
  | 'firstName'
  | 'role'
  | 'secondStep';

/** What login and activateaccount answer; only the non-secret parts are kept. */
export interface SignIn {
  credentials: string;
  userKey: string;
  sessionKey: string;
  firstName: string;
  role: Role;
  /** Staff: the second step the session still needs before the admin area (ADR 0090). */
  secondStep?: SecondStep;
}

/** Stored by the /activate link handler; the home then offers the set-password screen. */
export interface ActivationRecord {
  success: true;
  firstName: string;
  key1: string;
  key2: string;
}

/** Stored by the /resetpassword link handler; the home then opens the reset screen. */
export interface ResetKeys {
  key1: string;
  key2: string;
}

/** The items a sign-in writes and a sign-out or an ended session removes. */
export const SIGN_IN_ITEMS = [
  'credentials',
  'userKey',
  'sessionKey',
  'firstName',
  'role',
  'secondStep',
] as const satisfies readonly SessionItem[];

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

/** Home data is saved after the home-data and set-cooperative calls. */
export function saveHomeData(data: HomeData): void {
  writeJson('homeData', data);
  writeItem('key', data.key);
}

/** Logged in means a credential exists in the session. */
export function isLoggedIn(): boolean {
  return Boolean(readItem('credentials'));
}

/** A login stores credentials, userKey and sessionKey (plus name and role). */
export function saveSignIn(result: SignIn): void {
  try {
    window.sessionStorage.setItem('credentials', result.credentials);
    window.sessionStorage.setItem('userKey', result.userKey);
    window.sessionStorage.setItem('sessionKey', result.sessionKey);
    window.sessionStorage.setItem('firstName', result.firstName);
    window.sessionStorage.setItem('role', result.role);
    if (result.secondStep) window.sessionStorage.setItem('secondStep', result.secondStep);
    else window.sessionStorage.removeItem('secondStep');
  } catch {
    // Storage unavailable: the cookie session still works for this page view.
  }
  notify();
}

export function clearSignIn(): void {
  removeItems(...SIGN_IN_ITEMS);
}

const expiredListeners = new Set<(notice?: string) => void>();

/**
 * Called when the server answers 401 to a page that thinks it is logged in; `notice` is the
 * server's own reason when it gave one (the account was deactivated).
 */
export function onSessionExpired(listener: (notice?: string) => void): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

/** The session ended on the server (expired, revoked, password changed elsewhere, deactivated). */
export function expireSession(notice?: string): void {
  if (!isLoggedIn()) return;
  clearSignIn();
  expiredListeners.forEach((listener) => listener(notice));
}

/** A stored activation record that the set-password screen can use. */
export function readActivation(): ActivationRecord | null {
  const record = readJson<Partial<ActivationRecord>>('activation');
  return record?.success === true && typeof record.key1 === 'string' && typeof record.key2 === 'string'
    ? { success: true, firstName: record.firstName ?? '', key1: record.key1, key2: record.key2 }
    : null;
}

export function readResetKeys(): ResetKeys | null {
  const keys = readJson<Partial<ResetKeys>>('resetkeys');
  return keys && typeof keys.key1 === 'string' && typeof keys.key2 === 'string' && keys.key1 && keys.key2
    ? { key1: keys.key1, key2: keys.key2 }
    : null;
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
  return useSyncExternalStore(
    subscribe,
    () => readItem(name),
    () => null,
  );
}

export function useIsLoggedIn(): boolean {
  return Boolean(useSessionItem('credentials'));
}

/** The role login answered; it drives the Back Office link (never a magic key value). */
export function useRole(): Role | null {
  const role = useSessionItem('role');
  return (ROLES as readonly (string | null)[]).includes(role) ? (role as Role) : null;
}

export function isStaff(role: Role | null): boolean {
  return hasRole(role, 'backoffice');
}

/**
 * The second step this staff session still needs (ADR 0090): set by the login's answer, or by an
 * admin call the server refused for it; the admin shell sends staff to /secondstep while it is set.
 */
export function useSecondStepPending(): boolean {
  return Boolean(useSessionItem('secondStep'));
}

/** An admin call answered that the session has not passed its second step. */
export function requireSecondStep(): void {
  if (isLoggedIn() && !readItem('secondStep')) writeItem('secondStep', 'verify');
}

/** The second step was passed in this session. */
export function secondStepPassed(): void {
  removeItems('secondStep');
}
