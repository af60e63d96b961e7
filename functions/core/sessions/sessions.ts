import { randomUUID } from 'node:crypto';
import { newToken, safeEqualHex, sha256 } from '#functions/model/tokens.js';
import { CSRF_COOKIE, SESSION_COOKIE } from '#shared/constants.js';
import type { AuthMethod, Role } from '#shared/roles.js';
import {
  deleteMemberSessions,
  endMemberSessionsWithNotice,
  deleteSession,
  getSession,
  putSession,
  touchSession,
  type SessionRecord,
} from '#functions/db/sessions-repo.js';

// Sessions: a 256-bit random token in an HttpOnly cookie, stored only as its SHA-256 with idle
// and absolute expiry; a CSRF token bound to the session, readable by the page and sent back in
// a header (double submit). Logout and password changes delete them server-side.

export const SESSION_POLICY = {
  idleSeconds: 30 * 60,
  absoluteSeconds: 12 * 60 * 60,
  /** Writes of the sliding expiry are spaced out to spare DynamoDB. */
  touchAfterSeconds: 60,
} as const;

/**
 * Every name carries the __Host- prefix, which browsers honour only with Secure, Path=/ and no
 * Domain; so Secure is unconditional. Chromium and Firefox count http://localhost and
 * *.localhost as secure, so the local portal keeps its cookies over plain http.
 */
export function cookie(
  name: string,
  value: string,
  maxAge: number,
  httpOnly: boolean,
  sameSite: 'Lax' | 'Strict',
): string {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${maxAge}`, `SameSite=${sameSite}`];
  if (httpOnly) parts.push('HttpOnly');
  parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookies(token: string, csrf: string): string[] {
  const age = SESSION_POLICY.absoluteSeconds;
  return [cookie(SESSION_COOKIE, token, age, true, 'Lax'), cookie(CSRF_COOKIE, csrf, age, false, 'Strict')];
}

export function clearedCookies(): string[] {
  return [cookie(SESSION_COOKIE, '', 0, true, 'Lax'), cookie(CSRF_COOKIE, '', 0, false, 'Strict')];
}

export interface NewSession {
  session: SessionRecord;
  cookies: string[];
}

/** A new session, or undefined when the account is no longer active (deactivated meanwhile). */
export async function startSession(
  member: { memberId: string; plid: number; role: Role },
  now = Date.now(),
  amr: AuthMethod[] = ['pwd'],
): Promise<NewSession | undefined> {
  const token = newToken();
  const csrf = newToken();
  const seconds = Math.floor(now / 1000);
  const session: SessionRecord = {
    sessionId: randomUUID(),
    memberId: member.memberId,
    plid: member.plid,
    role: member.role,
    amr,
    csrfHash: sha256(csrf),
    createdAt: seconds,
    lastSeenAt: seconds,
    expiresAt: seconds + SESSION_POLICY.idleSeconds,
  };
  if (!(await putSession(sha256(token), session, seconds + SESSION_POLICY.absoluteSeconds))) return undefined;
  return { session, cookies: sessionCookies(token, csrf) };
}

export type SessionLookup =
  | { state: 'none' }
  | { state: 'invalid'; endedNotice?: string }
  | { state: 'valid'; session: SessionRecord; tokenHash: string; csrfOk: boolean };

/** The live session behind a cookie token: absent, dead (expired or revoked), or valid. */
export async function lookupSession(
  token: string | undefined,
  csrfHeader: string | undefined,
  now = Date.now(),
): Promise<SessionLookup> {
  if (!token) return { state: 'none' };
  // Tokens are 43 base64url characters; anything else cannot be one, so skip the read.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'invalid' };
  const tokenHash = sha256(token);
  const session = await getSession(tokenHash);
  const seconds = Math.floor(now / 1000);
  if (!session || session.expiresAt <= seconds) return { state: 'invalid' };
  if ('endedNotice' in session) return { state: 'invalid', endedNotice: session.endedNotice };
  if (session.createdAt + SESSION_POLICY.absoluteSeconds <= seconds) return { state: 'invalid' };
  if (seconds - session.lastSeenAt >= SESSION_POLICY.touchAfterSeconds) {
    const expiresAt = Math.min(
      session.createdAt + SESSION_POLICY.absoluteSeconds,
      seconds + SESSION_POLICY.idleSeconds,
    );
    await touchSession(tokenHash, seconds, expiresAt);
  }
  const csrfOk = Boolean(
    csrfHeader && /^[A-Za-z0-9_-]{43}$/.test(csrfHeader) && safeEqualHex(sha256(csrfHeader), session.csrfHash),
  );
  return { state: 'valid', session, tokenHash, csrfOk };
}

/** Logout: the session behind the cookie (its member is read off the deleted item when not known). */
export async function endSession(tokenHash: string, memberId?: string): Promise<void> {
  await deleteSession(tokenHash, memberId);
}

/**
 * Ends every session of a member. With a notice (a deactivation), each session stays until its
 * own expiry only to answer its next call with that notice, so the open page can say why it was
 * signed out; without one (password change, reset, email change) they are deleted.
 */
export async function endAllSessions(memberId: string, notice?: string): Promise<number> {
  return notice ? endMemberSessionsWithNotice(memberId, notice) : deleteMemberSessions(memberId);
}
