import { config } from '../config.js';
import { GetObjectCommand, mediaClient, PutObjectCommand } from './media-client.js';

// Writes to the media bucket (logos, business images, signed agreements), served under /static/.

export async function putMedia(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await mediaClient().send(new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType }));
}

/**
 * Writes an object that must never replace another (a signed agreement's PDF): S3 refuses the
 * put when the key exists. s3rver ignores If-None-Match on PUT, so callers also give each write
 * a key of its own; the condition is what holds in AWS should two writes ever meet.
 */
export async function createMedia(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await mediaClient().send(new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }));
}

/** One object's bytes, or undefined when there is none under the key. */
export async function getMedia(key: string): Promise<Uint8Array | undefined> {
  try {
    return (await mediaClient().send(new GetObjectCommand({ Bucket: config().mediaBucket, Key: key }))).Body;
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
