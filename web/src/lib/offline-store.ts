// What a member's phone keeps for the counter in a dead zone: per member, the card, the home data
// it needs, the favorites with each opened deal, the last local-deals search, and the queue of
// redemptions made offline. IndexedDB is per origin, so each co-op host has its own. Nothing
// secret is kept (the session is an HttpOnly cookie): the marker of who is signed in is the
// member id and co-op id, so a reload offline shows that member's data and no one else's.
// Everything here lasts SAVED_DATA_MAX_AGE_MS from when it was saved (ADR 0077): a phone left in
// a drawer does not keep a member's card and tickets for ever.

const DB_NAME = 'portal-offline';
const ITEMS = 'items';
const QUEUE = 'queue';
const META = 'meta';
/** Cache Storage caches of member data (a service worker may keep some) start with this. */
export const MEMBER_CACHE_PREFIX = 'portal-member-';
/** Saved copies, the marker and queued redemptions older than this are dropped when read. */
export const SAVED_DATA_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type SavedKind = 'home' | 'card' | 'favorites' | 'deal' | 'search';

export interface SavedRecord<T = unknown> {
  memberId: string;
  kind: SavedKind;
  key: string;
  data: T;
  /** Epoch ms of the online answer this copies. */
  savedAt: number;
}

export interface SignedInMarker {
  memberId: string;
  plid: number | null;
}

/** The marker as stored: when it was set, so it expires like the copies. */
interface MarkerRow extends SignedInMarker {
  name: 'signedIn';
  savedAt?: number;
}

/** A 'Redeem on phone' made offline, waiting to be sent. */
export interface QueuedRedemption {
  ticket: string;
  memberId: string;
  dealId: string;
  locationId: string;
  businessName: string;
  queuedAt: number;
}

let opening: Promise<IDBDatabase> | undefined;

function db(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const d = request.result;
      d.createObjectStore(ITEMS, { keyPath: ['memberId', 'kind', 'key'] }).createIndex('memberId', 'memberId');
      d.createObjectStore(QUEUE, { keyPath: 'ticket' }).createIndex('memberId', 'memberId');
      d.createObjectStore(META, { keyPath: 'name' });
    };
    request.onsuccess = () => {
      // Another tab's upgrade or a deletion: let go, and open afresh next time.
      request.result.onversionchange = () => {
        request.result.close();
        opening = undefined;
      };
      // Once per page load, whatever has expired goes, read or not (an old search, a deal since
      // unfavorited); a failure here must not keep the store from opening.
      void dropExpired(request.result).catch(() => undefined);
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
  opening.catch(() => (opening = undefined));
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

/** True when this browser has IndexedDB at all (some privacy modes lack it): then nothing is kept. */
export const canStore = () => typeof indexedDB !== 'undefined';

/** Saved at `savedAt` (epoch ms), still within SAVED_DATA_MAX_AGE_MS of `now`. */
const fresh = (savedAt: number | undefined, now = Date.now()) =>
  typeof savedAt === 'number' && now - savedAt < SAVED_DATA_MAX_AGE_MS;

/** Deletes the rows of `store` that `stale` picks, within the store's transaction. */
function deleteWhere(store: IDBObjectStore, stale: (row: unknown) => boolean): void {
  const cursor = store.openCursor();
  cursor.onsuccess = () => {
    const c = cursor.result;
    if (!c) return;
    if (stale(c.value)) c.delete();
    c.continue();
  };
}

/** Every expired copy, queued redemption and marker on this phone, of any member. */
async function dropExpired(d: IDBDatabase, now = Date.now()): Promise<void> {
  const tx = d.transaction([ITEMS, QUEUE, META], 'readwrite');
  deleteWhere(tx.objectStore(ITEMS), (row) => !fresh((row as SavedRecord).savedAt, now));
  deleteWhere(tx.objectStore(QUEUE), (row) => !fresh((row as QueuedRedemption).queuedAt, now));
  deleteWhere(
    tx.objectStore(META),
    (row) => (row as { name?: string }).name === 'signedIn' && !fresh((row as MarkerRow).savedAt, now),
  );
  await done(tx);
}

/**
 * Keeps a copy for the member, only while the phone's marker names them (in the same
 * transaction): a save still under way when logout or an ended session cleared the phone does not
 * put the member's data back.
 */
export async function saveCopy<T>(
  memberId: string,
  kind: SavedKind,
  key: string,
  data: T,
  savedAt = Date.now(),
): Promise<void> {
  const tx = (await db()).transaction([ITEMS, META], 'readwrite');
  const marker = tx.objectStore(META).get('signedIn');
  marker.onsuccess = () => {
    if ((marker.result as MarkerRow | undefined)?.memberId !== memberId) return;
    tx.objectStore(ITEMS).put({ memberId, kind, key, data, savedAt } satisfies SavedRecord<T>);
  };
  await done(tx);
}

export async function readCopy<T>(memberId: string, kind: SavedKind, key: string): Promise<SavedRecord<T> | undefined> {
  const tx = (await db()).transaction(ITEMS, 'readonly');
  const row = (await result(tx.objectStore(ITEMS).get([memberId, kind, key]))) as SavedRecord<T> | undefined;
  return row && fresh(row.savedAt) ? row : undefined;
}

/** Every saved item of one kind for the member (e.g. each opened favorite deal). */
export async function readCopies<T>(memberId: string, kind: SavedKind): Promise<SavedRecord<T>[]> {
  const tx = (await db()).transaction(ITEMS, 'readonly');
  const all = (await result(tx.objectStore(ITEMS).index('memberId').getAll(memberId))) as SavedRecord<T>[];
  return all.filter((r) => r.kind === kind && fresh(r.savedAt));
}

export async function readSignedIn(): Promise<SignedInMarker | undefined> {
  const tx = (await db()).transaction(META, 'readonly');
  const row = (await result(tx.objectStore(META).get('signedIn'))) as MarkerRow | undefined;
  return row && fresh(row.savedAt) ? { memberId: row.memberId, plid: row.plid } : undefined;
}

/**
 * Marks who is signed in on this phone. Every other member's data goes first (whether or not the
 * marker named them: an ended session removes the marker but leaves its queue): no member ever
 * sees another's card, favorites or queued redemptions.
 */
export async function markSignedIn(marker: SignedInMarker, now = Date.now()): Promise<void> {
  const tx = (await db()).transaction([ITEMS, QUEUE, META], 'readwrite');
  const other = (row: unknown) => (row as { memberId: string }).memberId !== marker.memberId;
  deleteWhere(tx.objectStore(ITEMS), other);
  deleteWhere(tx.objectStore(QUEUE), other);
  tx.objectStore(META).put({ name: 'signedIn', ...marker, savedAt: now } satisfies MarkerRow);
  await done(tx);
}

/** Every `portal-member-*` Cache Storage cache (a member's own images, ADR 0077). */
async function forgetMemberCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(MEMBER_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/**
 * Logout, online or offline: every member's saved items, queue and marker on this phone, and the
 * member-data caches in Cache Storage.
 */
export async function forgetAllMembers(): Promise<void> {
  if (canStore()) {
    const tx = (await db()).transaction([ITEMS, QUEUE, META], 'readwrite');
    for (const name of [ITEMS, QUEUE, META]) tx.objectStore(name).clear();
    await done(tx);
  }
  await forgetMemberCaches();
}

/**
 * The server ended the session (a 401: logout elsewhere, idle expiry, a password change,
 * deactivation): as logout, the saved copies, the marker and the member-data caches go. Queued
 * redemptions stay: each was already shown at a counter, a 401 is no verdict on it, and it holds
 * no name or card; the member's next sign-in here sends it, another member's deletes it, and it
 * expires like the rest (ADR 0077).
 */
export async function forgetSavedCopies(): Promise<void> {
  if (canStore()) {
    const tx = (await db()).transaction([ITEMS, META], 'readwrite');
    tx.objectStore(ITEMS).clear();
    tx.objectStore(META).delete('signedIn');
    await done(tx);
  }
  await forgetMemberCaches();
}

export async function enqueueRedemption(entry: QueuedRedemption): Promise<void> {
  const tx = (await db()).transaction(QUEUE, 'readwrite');
  tx.objectStore(QUEUE).put(entry);
  await done(tx);
}

export async function queuedRedemptions(memberId: string): Promise<QueuedRedemption[]> {
  const tx = (await db()).transaction(QUEUE, 'readonly');
  const all = (await result(tx.objectStore(QUEUE).index('memberId').getAll(memberId))) as QueuedRedemption[];
  return all.filter((q) => fresh(q.queuedAt)).sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function dropQueued(ticket: string): Promise<void> {
  const tx = (await db()).transaction(QUEUE, 'readwrite');
  tx.objectStore(QUEUE).delete(ticket);
  await done(tx);
}
