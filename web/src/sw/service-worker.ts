import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type StrategyOptions } from 'workbox-strategies';
import { API_PREFIX, MEDIA } from '#shared/constants.js';
import { REDEMPTION_SYNC_TAG, SEND_REDEMPTIONS_MESSAGE } from '../lib/offline-sync';
import {
  CHUNK_CACHE,
  CHUNK_CACHE_MAX_ENTRIES,
  MEDIA_CACHE,
  MEDIA_CACHE_MAX_ENTRIES,
  SHELL_CACHE,
  SW_MESSAGES,
} from './cache-names';
import { dropMemberMediaOnActivate, MEMBER_MEDIA_CACHE, mediaCacheOf } from './media-cache-rule';

// The portal's service worker, built by infra/build/service-worker-build.ts after `vite build`:
// it precaches the app shell of that build (the list is injected as self.__WB_MANIFEST), answers
// every page navigation with the precached index.html (the SPA's router takes it from there),
// keeps each route chunk once used (and the member's offline pages when asked) and public co-op
// media in a small stale-while-revalidate cache. The API is never cached:
// its answers are member data, and POST responses cannot be cached anyway.

interface SyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}
/** A message to the worker (ExtendableMessageEvent): it may keep the worker alive for its work. */
interface WorkerMessageEvent extends MessageEvent<{ type?: string } | null> {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}
const sw = self as unknown as WorkerScope;

/** This build's id (the precache list's hash), set by the build; the update test asks for it. */
declare const __SW_VERSION__: string;
/** The code of the pages a member uses offline that the shell does not hold, set by the build. */
declare const __OFFLINE_PAGE_URLS__: string[];

// Workbox names caches `${prefix}-${name}-${suffix}`: 'portal-shell-v1'. A fixed suffix rather
// than the scope URL keeps the names readable in docs and in DevTools.
setCacheNameDetails({ prefix: 'portal', precache: SHELL_CACHE.slice('portal-'.length), suffix: 'v1' });

// Written as Workbox's self.__WB_MANIFEST: the build replaces that expression with the list.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${API_PREFIX}`), new RegExp(`^${MEDIA.publicPrefix}`)],
  }),
);

/** A bounded cache: once it holds more than `max` responses, the oldest go. */
const bounded = (cacheName: string, max: number): StrategyOptions => ({
  cacheName,
  plugins: [
    {
      cacheDidUpdate: async () => {
        const cache = await caches.open(cacheName);
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
      },
    },
  ],
});
const sameOrigin = (url: URL, prefix: string) => url.origin === location.origin && url.pathname.startsWith(prefix);

// Route chunks not in the precache: hashed names never change, so the first copy is good for ever.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url, '/assets/'),
  new CacheFirst(bounded(CHUNK_CACHE, CHUNK_CACHE_MAX_ENTRIES)),
);
// Co-op media in the public cache, a member's own images in the member cache logout clears.
for (const cacheName of [MEDIA_CACHE, MEMBER_MEDIA_CACHE])
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === location.origin && mediaCacheOf(url.pathname) === cacheName,
    new StaleWhileRevalidate(bounded(cacheName, MEDIA_CACHE_MAX_ENTRIES)),
  );
dropMemberMediaOnActivate();

// The first install takes the open page at once (there is no older worker to wait for); an update
// waits until the person chooses Reload in the page's notice, which sends skipWaiting.
clientsClaim();
/**
 * The member's offline pages (card, local deals and favorites, My Account, Logout) into the chunk
 * cache, where the route above serves them: so they open in a dead zone even if never opened
 * online. Only the missing ones are fetched; one that fails is tried at the next ask. Asked by a
 * signed-in member's page once it is idle, rather than at install, so a visitor's first visit
 * (and its Lighthouse budget, ADR 0059) fetches nothing more. ADR 0070.
 */
async function cacheOfflinePages(): Promise<void> {
  const cache = await caches.open(CHUNK_CACHE);
  const missing: string[] = [];
  for (const url of __OFFLINE_PAGE_URLS__) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => cache.add(url).catch(() => undefined)));
}

sw.addEventListener('message', (event) => {
  if (event.data?.type === SW_MESSAGES.skipWaiting) void sw.skipWaiting();
  if (event.data?.type === SW_MESSAGES.getVersion) event.ports[0]?.postMessage(__SW_VERSION__);
  if (event.data?.type === SW_MESSAGES.cacheOfflinePages) event.waitUntil(cacheOfflinePages());
});

// Background Sync of offline 'Redeem on phone': the connection is back, so the open pages send
// their queue (only a page can read the session's CSRF cookie; without an open page the next
// load sends it).
sw.addEventListener('sync', (event) => {
  if (event.tag !== REDEMPTION_SYNC_TAG) return;
  event.waitUntil(
    sw.clients
      .matchAll({ type: 'window' })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: SEND_REDEMPTIONS_MESSAGE }))),
  );
});
