import { useSyncExternalStore } from 'react';
import { ApiError, isOffline } from './api-client';
import {
  canStore,
  forgetSavedCopies,
  markSignedIn,
  readCopy,
  readSignedIn,
  saveCopy,
  type SavedKind,
  type SavedRecord,
} from './offline-store';
import { onSessionExpired, readItem, readJson } from './session-storage';
import type { HomeData } from '#shared/schemas/home.js';

// The member's pages that open offline (card, favorites, the last search) load through
// withSavedCopy: an online answer is kept for the signed-in member, and when the request gets no
// answer at all, the kept copy is served instead and the page's banner says when it was saved.

/** The request got no answer (offline, or a network failure): the api client's status 0. */
export const noConnection = (error: unknown) => error instanceof ApiError && error.status === 0;

// --- which saved copies the pages now show (the banner reads this) ---

const shown = new Map<SavedKind, number>();
const listeners = new Set<() => void>();
let version = 0;
const notify = () => {
  version++;
  listeners.forEach((l) => l());
};

function showing(kind: SavedKind, savedAt: number | undefined) {
  if (savedAt === undefined ? !shown.has(kind) : shown.get(kind) === savedAt) return;
  if (savedAt === undefined) shown.delete(kind);
  else shown.set(kind, savedAt);
  notify();
}

/** The oldest save time among these kinds now shown from the phone's copy; undefined when all are live. */
export function savedAtOf(kinds: readonly SavedKind[]): number | undefined {
  const times = kinds.flatMap((k) => (shown.has(k) ? [shown.get(k)!] : []));
  return times.length ? Math.min(...times) : undefined;
}

export function useSavedAt(kinds: readonly SavedKind[]): number | undefined {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
  return savedAtOf(kinds);
}

// --- whose copies ---

let marked: string | undefined;

/** The signed-in member: this tab's sign-in, else (offline, after a reload) the phone's marker. */
async function memberOnPhone(): Promise<string | undefined> {
  const signedIn = readItem('credentials');
  if (signedIn) return signedIn;
  if (!isOffline() || !canStore()) return undefined;
  return (await readSignedIn().catch(() => undefined))?.memberId;
}

/** Keeps the marker in step with this tab's sign-in (clearing another member's data first). */
export async function rememberSignIn(memberId: string): Promise<void> {
  if (!canStore() || marked === memberId) return;
  const plid = readJson<HomeData>('homeData')?.coopData.plid ?? null;
  await markSignedIn({ memberId, plid });
  // The session ended (or logout ran) while the marker was being written: it must not outlive it.
  if (readItem('credentials') !== memberId) {
    await forgetSavedCopies();
    return;
  }
  marked = memberId;
}

/** After logout: the next sign-in marks afresh. */
export function forgetMarked(): void {
  marked = undefined;
  shown.clear();
  notify();
}

// A 401 to a member's request means the server ended the session (logout elsewhere, idle expiry,
// a password change, deactivation): the phone forgets the member's saved copies as logout does
// (ADR 0077). Registered when this module loads (the app's bundle imports it with the home data),
// not in a component's effect, so a 401 to a request sent before the first render is heard too.
onSessionExpired(() => {
  forgetMarked();
  void forgetSavedCopies().catch(() => undefined);
});

/** Keeps `data` as the signed-in member's copy of `kind`/`key` (a change made on the page, too). */
export function keepCopy(kind: SavedKind, key: string, data: unknown): void {
  const memberId = readItem('credentials');
  if (!memberId || !canStore()) return;
  // A failure to keep a copy must never fail the page.
  void rememberSignIn(memberId)
    .then(() => saveCopy(memberId, kind, key, data))
    .catch(() => undefined);
}

/** The signed-in member's kept copy of `kind`/`key` with when it was saved, if any. */
export async function readSavedCopy<T>(kind: SavedKind, key: string): Promise<SavedRecord<T> | undefined> {
  const memberId = await memberOnPhone();
  return memberId ? readCopy<T>(memberId, kind, key).catch(() => undefined) : undefined;
}

/**
 * Loads `load()`; for a signed-in member keeps the answer as `kind`/`key`, and answers the kept
 * copy when the request gets no answer. Visitors' data is never kept.
 */
export async function withSavedCopy<T>(kind: SavedKind, key: string, load: () => Promise<T>): Promise<T> {
  try {
    const data = await load();
    showing(kind, undefined);
    keepCopy(kind, key, data);
    return data;
  } catch (error) {
    if (!noConnection(error)) throw error;
    const memberId = await memberOnPhone();
    const saved = memberId ? await readCopy<T>(memberId, kind, key).catch(() => undefined) : undefined;
    if (!saved) throw error;
    showing(kind, saved.savedAt);
    return saved.data;
  }
}
