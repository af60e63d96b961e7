import { MEDIA } from '#shared/constants.js';
import { mediaKeyOfStaticPath, type PublicMediaKind } from '#shared/media-keys.js';
import { MEMBER_CACHE_PREFIX } from '../lib/offline-store';
import { MEDIA_CACHE } from './cache-names';

// Which Cache Storage cache the service worker keeps a /static/ file in (ADR 0077). Co-op media
// (logos, slides, card art, deals) is the same for every visitor and goes in the public media
// cache. A member's own uploads (business images under business/<memberId>/, drafts included)
// go in a member cache: its name starts with MEMBER_CACHE_PREFIX, so logout and a session the
// server ended delete it with the rest of the member's data on the phone.

/** Public media folders whose files belong to one member (the member id is the next segment). */
export const MEMBER_MEDIA_KINDS: readonly PublicMediaKind[] = ['business'];

/** The member media cache: cleared with the member's data (offline-store's forgetMemberCaches). */
export const MEMBER_MEDIA_CACHE = `${MEMBER_CACHE_PREFIX}media`;

/**
 * The cache for a same-origin GET of `pathname`, or undefined when no media cache may keep it (not
 * under /static/, or a path the edge refuses). The path is read as the edge reads it (decoded
 * once), so an encoded spelling of a member's folder is still the member's.
 */
export function mediaCacheOf(pathname: string): string | undefined {
  const key = mediaKeyOfStaticPath(pathname);
  if (key === null) return undefined;
  return MEMBER_MEDIA_KINDS.some((kind) => key.startsWith(MEDIA[kind])) ? MEMBER_MEDIA_CACHE : MEDIA_CACHE;
}

/**
 * Deletes from the public media cache what belongs in the member cache: workers before this rule
 * put a member's business images there, where logout never reached them.
 */
export async function dropMemberMediaFromPublicCache(): Promise<void> {
  if (!(await caches.has(MEDIA_CACHE))) return;
  const cache = await caches.open(MEDIA_CACHE);
  for (const request of await cache.keys())
    if (mediaCacheOf(new URL(request.url).pathname) !== MEDIA_CACHE) await cache.delete(request);
}

/** Runs dropMemberMediaFromPublicCache when a new worker activates (once per install). */
export function dropMemberMediaOnActivate(): void {
  self.addEventListener('activate', (event) => {
    (event as Event & { waitUntil(work: Promise<unknown>): void }).waitUntil(
      dropMemberMediaFromPublicCache().catch(() => undefined),
    );
  });
}
