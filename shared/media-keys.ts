import { MEDIA } from './constants.js';

// The media bucket holds public folders (MEDIA: readable by CloudFront through the bucket policy,
// served under /static/) and private ones (signed agreements). One prefix list drives the bucket
// policy, the CloudFront function, the local server and every key written for display, so a key
// that works locally is one CloudFront can serve, and nothing else is.

export type PublicMediaKind = Exclude<keyof typeof MEDIA, 'publicPrefix'>;

export const PUBLIC_MEDIA_PREFIXES: readonly string[] = (Object.keys(MEDIA) as (keyof typeof MEDIA)[])
  .filter((kind): kind is PublicMediaKind => kind !== 'publicPrefix')
  .map((kind) => MEDIA[kind]);

/**
 * One folder or file name of a public key. It never begins with a dot, so "." and ".." cannot
 * occur, and holds no "/", "\", "%" or space: S3 takes a key literally while a file server or
 * browser would resolve such segments, and the two must not disagree about which object is meant.
 */
export const MEDIA_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/;

/** Whether a stored key is one the edge serves: under a public prefix, with safe segments only. */
export function isPublicMediaKey(key: string): boolean {
  const prefix = PUBLIC_MEDIA_PREFIXES.find((p) => key.startsWith(p));
  if (!prefix || key.length === prefix.length) return false;
  return key.split('/').every((segment) => MEDIA_SEGMENT.test(segment));
}

/**
 * The key of a file shown on a page, in the kind's public folder: publicMediaKey('business',
 * memberId, 'Image1C-bp-1.png'). Segments are checked here (a caller's input validation is not
 * trusted to have done it), so a bad one is a programming error.
 */
export function publicMediaKey(kind: PublicMediaKind, ...segments: string[]): string {
  const bad = segments.length === 0 ? '(none)' : segments.find((s) => !MEDIA_SEGMENT.test(s));
  if (bad !== undefined) throw new Error(`Unsafe media key segment: ${JSON.stringify(bad)}`);
  return `${MEDIA[kind]}${segments.join('/')}`;
}

/** Business images of the first release were written under bp/<memberId>/, which the edge never served. */
const LEGACY_BUSINESS_PREFIX = 'bp/';

/** A stored key as it is served today: old business-image keys name their copy under business/. */
export function currentMediaKey(key: string): string {
  return key.startsWith(LEGACY_BUSINESS_PREFIX) ? `${MEDIA.business}${key.slice(LEGACY_BUSINESS_PREFIX.length)}` : key;
}

/**
 * The stored key a /static/ address names, or null when the edge must refuse it: the path as the
 * client sent it (still percent-encoded, as CloudFront's function sees it) is decoded once, as S3
 * decodes it, and must then be a public key. `infra/lib/edge-functions.ts` runs the same rule.
 */
export function mediaKeyOfStaticPath(rawPath: string): string | null {
  if (!rawPath.startsWith(MEDIA.publicPrefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(rawPath.slice(MEDIA.publicPrefix.length));
  } catch {
    return null;
  }
  return isPublicMediaKey(key) ? key : null;
}
