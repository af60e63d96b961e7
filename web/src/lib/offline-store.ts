// What a member's phone keeps for the counter in a dead zone: per member, the card, the home data
// it needs, the favorites with each opened deal, the last local-deals search, and the queue of
// redemptions made offline. IndexedDB is per origin, so each co-op host has its own. Nothing
// secret is kept (the session is an HttpOnly cookie): the marker of who is signed in is the
// member id and co-op id, so a reload offline shows that member's data and no one else's.

const DB_NAME = 'portal-offline';
const ITEMS = 'items';
const QUEUE = 'queue';
const META = 'meta';
/** Cache Storage caches of member data (a service worker may keep some) start with this. */
export const MEMBER_CACHE_PREFIX = 'portal-member-';

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

export async function saveCopy<T>(
  memberId: string,
  kind: SavedKind,
  key: string,
  data: T,
  savedAt = Date.now(),
): Promise<void> {
  const tx = (await db()).transaction(ITEMS, 'readwrite');
  tx.objectStore(ITEMS).put({ memberId, kind, key, data, savedAt } satisfies SavedRecord<T>);
  await done(tx);
}

export async function readCopy<T>(memberId: string, kind: SavedKind, key: string): Promise<SavedRecord<T> | undefined> {
  const tx = (await db()).transaction(ITEMS, 'readonly');
  return (await result(tx.objectStore(ITEMS).get([memberId, kind, key]))) as SavedRecord<T> | undefined;
}

/** Every saved item of one kind for the member (e.g. each opened favorite deal). */
export async function readCopies<T>(memberId: string, kind: SavedKind): Promise<SavedRecord<T>[]> {
  const tx = (await db()).transaction(ITEMS, 'readonly');
  const all = (await result(tx.objectStore(ITEMS).index('memberId').getAll(memberId))) as SavedRecord<T>[];
  return all.filter((r) => r.kind === kind);
}

export async function readSignedIn(): Promise<SignedInMarker | undefined> {
  const tx = (await db()).transaction(META, 'readonly');
  const row = (await result(tx.objectStore(META).get('signedIn'))) as ({ name: string } & SignedInMarker) | undefined;
  return row ? { memberId: row.memberId, plid: row.plid } : undefined;
}

/**
 * Marks who is signed in on this phone. A different member than the one marked before means the
 * previous one's data goes first: no member ever sees another's card or favorites.
 */
export async function markSignedIn(marker: SignedInMarker): Promise<void> {
  const before = await readSignedIn();
  if (before && before.memberId !== marker.memberId) await forgetMember(before.memberId);
  const tx = (await db()).transaction(META, 'readwrite');
  tx.objectStore(META).put({ name: 'signedIn', ...marker });
  await done(tx);
}

/** Deletes the member's saved items and queue, and the marker if it is theirs. */
export async function forgetMember(memberId: string): Promise<void> {
  const tx = (await db()).transaction([ITEMS, QUEUE, META], 'readwrite');
  for (const name of [ITEMS, QUEUE]) {
    const store = tx.objectStore(name);
    const cursor = store.index('memberId').openKeyCursor(IDBKeyRange.only(memberId));
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (!c) return;
      store.delete(c.primaryKey);
      c.continue();
    };
  }
  const meta = tx.objectStore(META);
  const marker = meta.get('signedIn');
  marker.onsuccess = () => {
    if ((marker.result as SignedInMarker | undefined)?.memberId === memberId) meta.delete('signedIn');
  };
  await done(tx);
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
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(MEMBER_CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
}

export async function enqueueRedemption(entry: QueuedRedemption): Promise<void> {
  const tx = (await db()).transaction(QUEUE, 'readwrite');
  tx.objectStore(QUEUE).put(entry);
  await done(tx);
}

export async function queuedRedemptions(memberId: string): Promise<QueuedRedemption[]> {
  const tx = (await db()).transaction(QUEUE, 'readonly');
  const all = (await result(tx.objectStore(QUEUE).index('memberId').getAll(memberId))) as QueuedRedemption[];
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function dropQueued(ticket: string): Promise<void> {
  const tx = (await db()).transaction(QUEUE, 'readwrite');
  tx.objectStore(QUEUE).delete(ticket);
  await done(tx);
}
