import { randomBytes } from 'node:crypto';
import { setToken, type LinkToken, type TokenPurpose } from '#functions/db/members-repo.js';
import { safeEqualHex, sha256 } from '#functions/model/tokens.js';

// Emailed links carry key1 (the member id, not a secret) and key2 (256 random bits). Only the
// SHA-256 of key2 is stored, on the member, one per purpose: issuing a new one kills the old,
// and the write that uses it removes it in the same conditional update.

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  reset: 30 * 60,
  activation: 7 * 24 * 60 * 60,
  email: 24 * 60 * 60,
};

export interface LinkKeys {
  key1: string;
  key2: string;
}

/** Fresh link keys and the token to store for them (the caller stores it, possibly with other changes). */
export function newLinkToken(
  memberId: string,
  purpose: TokenPurpose,
  now = Date.now(),
): { keys: LinkKeys; token: LinkToken } {
  const key2 = randomBytes(32).toString('base64url');
  return {
    keys: { key1: memberId, key2 },
    token: { hash: sha256(key2), expiresAt: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS[purpose] },
  };
}

export async function issueLinkToken(memberId: string, purpose: TokenPurpose, now = Date.now()): Promise<LinkKeys> {
  const { keys, token } = newLinkToken(memberId, purpose, now);
  await setToken(memberId, purpose, token);
  return keys;
}

export function tokenMatches(
  stored: { hash: string; expiresAt: number } | undefined,
  key2: string,
  now = Date.now(),
): boolean {
  if (!stored || stored.expiresAt <= Math.floor(now / 1000)) return false;
  return /^[A-Za-z0-9_-]{43}$/.test(key2) && safeEqualHex(sha256(key2), stored.hash);
}

/** The single-key link (/recoverpassword/{key}) joins the two keys with a dot. */
export const joinKeys = (k: LinkKeys) => `${k.key1}.${k.key2}`;
export function splitKey(key: string): LinkKeys | undefined {
  const [key1, key2, ...rest] = key.split('.');
  return key1 && key2 && rest.length === 0 ? { key1, key2 } : undefined;
}
