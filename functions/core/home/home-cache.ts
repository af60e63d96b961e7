// What a warm Lambda remembers of the home data between calls: host and default resolution and
// the network catalogues, none of which a co-op's staff edit. A co-op's own page is not kept
// (home-data.ts), so Platform Setup shows at once. Entries live HOME_CACHE_TTL_MS; at most
// HOME_CACHE_MAX entries, least recently used dropped first.
// Absences are remembered too (an unknown host or plid), so junk cannot force a read every call;
// failures are not (nothing is stored when a read throws).
// Hand-written on purpose: lru-cache adds 18 to 20 kB to each of the 26 bundles that resolve the
// request's co-op and takes admin/uploadcoopimage over the 500 kB handler budget (ADR 0092).

export const HOME_CACHE_TTL_MS = 60_000;
export const HOME_CACHE_MAX = 200;

interface Entry {
  value: unknown;
  expiresAt: number;
}

const entries = new Map<string, Entry>();

/** The cached value, or `miss` when absent or expired. `undefined` is a valid cached value. */
export const MISS: unique symbol = Symbol('miss');

export function cached<T>(key: string): T | typeof MISS {
  const entry = entries.get(key);
  if (!entry) return MISS;
  if (entry.expiresAt <= Date.now()) {
    entries.delete(key);
    return MISS;
  }
  // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
  entries.delete(key);
  entries.set(key, entry);
  return entry.value as T;
}

export function remember<T>(key: string, value: T): T {
  entries.delete(key);
  entries.set(key, { value, expiresAt: Date.now() + HOME_CACHE_TTL_MS });
  while (entries.size > HOME_CACHE_MAX) entries.delete(entries.keys().next().value!);
  return value;
}

/** A host-name save drops the hosts it changed (`host:<name>`), so this instance resolves them afresh at once. */
export function forgetHomeCache(...cacheKeys: string[]): void {
  for (const key of cacheKeys) entries.delete(key);
}

/** Tests start from nothing. */
export function clearHomeCache(): void {
  entries.clear();
}
