import { createHash } from 'node:crypto';
import { getSession, type SessionRecord } from '../../db/sessions-repo.js';

export const SESSION_COOKIE = 'portal_session';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The live session behind a cookie token, or undefined when absent, unknown or expired. */
export async function resolveSession(token: string | undefined, now = Date.now()): Promise<SessionRecord | undefined> {
  // Tokens are 43 base64url characters; anything else cannot be one, so skip the read.
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const session = await getSession(hashToken(token));
  if (!session || session.expiresAt * 1000 <= now) return undefined;
  return session;
}
