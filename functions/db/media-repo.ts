import { config } from '../config.js';
import { mediaClient, PutObjectCommand } from './media-client.js';

// Writes to the media bucket (logos, business images, signed agreements), served under /static/.

export async function putMedia(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await mediaClient().send(new PutObjectCommand({ Bucket: config().mediaBucket, Key: key, Body: body, ContentType: contentType }));
}
