import { config } from '../config.js';
import { s3Client } from './clients.js';

// Writes to the media bucket (logos, business images, signed agreements), served under /static/,
// and staff's reads of signed agreements. The commands come by import() as the client does
// (clients.ts): no bundle inlines the S3 client, and routes that never call these never load it.

/**
 * How long a served object may be kept (S3 stores it as the object's Cache-Control; CloudFront's
 * media behaviour and the local server pass it on). `immutable`: the key is minted for this one
 * upload and never written again, so browsers and CloudFront keep it a year without asking.
 * `revalidate`: the key is written again in place (a business image keeps its name when replaced),
 * so every use asks whether it changed (a 304 when not). docs/adr/0066-nothing-lost-at-the-edges.md.
 */
export const MEDIA_CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, no-cache',
} as const;
export type MediaCaching = keyof typeof MEDIA_CACHE_CONTROL;

/** Writes an object, replacing any; `caching` says whether its key is ever written again. */
export async function putMedia(
  key: string,
  body: Uint8Array,
  contentType: string,
  caching: MediaCaching = 'revalidate',
): Promise<void> {
  await put(key, body, contentType, { CacheControl: MEDIA_CACHE_CONTROL[caching] });
}

/** One PutObject of the media bucket, with what the caller adds (caching, a write condition). */
async function put(
  key: string,
  body: Uint8Array,
  contentType: string,
  extra: { CacheControl?: string; IfNoneMatch?: string },
): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await (await s3Client()).send(
    new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType, ...extra }),
  );
}

/**
 * Writes an object that must never replace another (a signed agreement's PDF): S3 refuses the
 * put when the key exists (412 PreconditionFailed, thrown to the caller). s3rver ignores
 * If-None-Match on PUT, so callers also give each write a key of its own; the condition is what
 * holds in AWS should two writes ever meet.
 */
export async function createMedia(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await put(key, body, contentType, { IfNoneMatch: '*' });
}

/**
 * One object's bytes, or undefined when there is none under the key. S3 says NoSuchKey only to a
 * role that may list the bucket under the key (every media grant includes it, infra/lib/permissions.ts);
 * to any other it answers AccessDenied, which is thrown: a grant missing, not an object.
 */
export async function getMedia(key: string): Promise<Uint8Array | undefined> {
  const { GetObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
  try {
    const out = await (await s3Client()).send(new GetObjectCommand({ Bucket: config().mediaBucket, Key: key }));
    return await out.Body!.transformToByteArray();
  } catch (error) {
    if (error instanceof NoSuchKey) return undefined;
    throw error;
  }
}
