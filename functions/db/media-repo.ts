import { config } from '../config.js';
import { s3Client } from './clients.js';

// Writes to the media bucket (logos, business images, signed agreements), served under /static/,
// and staff's reads of signed agreements. The commands come by import() as the client does
// (clients.ts): no bundle inlines the S3 client, and routes that never call these never load it.

export async function putMedia(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await (
    await s3Client()
  ).send(new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType }));
}

/**
 * Writes an object that must never replace another (a signed agreement's PDF): S3 refuses the
 * put when the key exists (412 PreconditionFailed, thrown to the caller). s3rver ignores
 * If-None-Match on PUT, so callers also give each write a key of its own; the condition is what
 * holds in AWS should two writes ever meet.
 */
export async function createMedia(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await (
    await s3Client()
  ).send(
    new PutObjectCommand({
      Bucket: config().mediaBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      IfNoneMatch: '*',
    }),
  );
}

/** One object's bytes, or undefined when there is none under the key. */
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
