import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Secrets handed out and the hashes kept of them: session and CSRF tokens, device cookies, emailed
// link keys, unsubscribe keys. Every domain that mints or checks one uses these, so they live
// below them all; only the hash of a token is ever stored.

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, base64url: a session, CSRF, device or link token. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Two hex digests compared in constant time; false for empty or unequal lengths. */
export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
