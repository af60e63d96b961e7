import { randomBytes } from 'node:crypto';
import { API_PREFIX, DIGEST, fill } from '#shared/constants.js';
import { outsideUnsubscribe } from '#shared/route-defs.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { putUnsubscribeToken, unsubscribeWithToken } from '#functions/db/members-repo.js';
import { invalid } from '#functions/model/errors.js';
import { sha256 } from '#functions/model/tokens.js';
import type { LinkKeys } from './link-tokens.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// The digest's unsubscribe links. Like the account links, key1 is the member id and key2 256
// random bits of which only the SHA-256 is stored; unlike them, each mail has its own token (an
// item that TTL removes after DIGEST.unsubscribeDays), so an older digest's link still works.
// No rate limit: a key cannot be guessed, and a mail provider's one-click POSTs for many members
// come from a few addresses.

/** Stores a new unsubscribe token for one digest mail and answers its keys. */
export async function issueUnsubscribeKeys(memberId: string, now = Date.now()): Promise<LinkKeys> {
  const key2 = randomBytes(32).toString('base64url');
  await putUnsubscribeToken(sha256(key2), memberId, Math.floor(now / 1000) + DIGEST.unsubscribeDays * 86_400);
  return { key1: memberId, key2 };
}

/**
 * The two addresses a digest carries: the page a person opens from the mail's footer (it asks
 * before changing anything) and the List-Unsubscribe target a mail provider POSTs to (RFC 8058).
 */
export function unsubscribeUrls(portalUrl: string, keys: LinkKeys): { page: string; oneClick: string } {
  const query = new URLSearchParams({ key1: keys.key1, key2: keys.key2 });
  return {
    page: `${portalUrl}/unsubscribe/${encodeURIComponent(keys.key1)}/${encodeURIComponent(keys.key2)}`,
    oneClick: `${portalUrl}${API_PREFIX}${outsideUnsubscribe.path}?${query}`,
  };
}

/** outside/unsubscribe: uses the link once and sets optout to 1, without login. */
export async function unsubscribe(keys: LinkKeys, now = new Date()) {
  const wellFormed = /^[0-9a-f-]{36}$/.test(keys.key1) && /^[A-Za-z0-9_-]{43}$/.test(keys.key2);
  const plid = wellFormed ? await unsubscribeWithToken(sha256(keys.key2), keys.key1, now) : undefined;
  if (plid === undefined) throw invalid(ACCOUNT_MESSAGES.unsubscribeInvalid);
  const coop = await getCoop(plid);
  return { success: true, message: fill(ACCOUNT_MESSAGES.unsubscribed, { coop: coop?.displayName ?? 'your co-op' }) };
}
