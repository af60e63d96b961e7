// The Cache Storage names the service worker uses. Every name starts with 'portal-' (a logout that
// clears member data clears any 'portal-member-*' cache; none of these holds member data).

/** The app shell: index.html, the chunks and styles it names and the fonts of one build. */
export const SHELL_CACHE = 'portal-shell';
/**
 * The other hashed chunks and styles (route pages, dialogs), cache-first once a page has used them,
 * and the member's offline pages' code, fetched when a signed-in member's page asks.
 */
export const CHUNK_CACHE = 'portal-chunks';
/** The chunk cache keeps this many files (a build has about 200; older builds' go first). */
export const CHUNK_CACHE_MAX_ENTRIES = 400;
/** Public co-op media (logos, slides, card art under /static/), stale-while-revalidate. */
export const MEDIA_CACHE = 'portal-media';
/** The media cache keeps the newest this many responses. */
export const MEDIA_CACHE_MAX_ENTRIES = 60;

/** What the page and the service worker say to each other. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  getVersion: 'GET_VERSION',
  /** A signed-in member's page: cache the code of the pages a member uses offline (offline-pages.ts). */
  cacheOfflinePages: 'CACHE_OFFLINE_PAGES',
} as const;
