import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, config } from '../config.js';
import { getSecretVersions } from '../db/secrets-repo.js';
import { forbidden } from '../model/errors.js';
import { header } from './http.js';
import { log } from '../model/log.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Deployed, CloudFront adds ORIGIN_VERIFY_HEADER with a Secrets Manager value to every API
// request; someone calling the execute-api URL directly cannot know it. Only a call carrying it
// may have its viewer headers (x-viewer-ip, x-forwarded-host) believed.
// Locally there is no secret: the portal's own server is the edge and overwrites those headers
// itself (infra/local/lambda-adapter.ts), so stage 'local' without a secret passes. Any other
// stage without a secret is a broken deployment and refuses every call rather than trust a header.

export const ORIGIN_SECRET_CACHE = {
  /** How long one instance keeps the secret's values. */
  ttlMs: 5 * 60_000,
  /** A value not in the cache re-reads the secret (it may just have rotated), at most this often. */
  refreshOnMissAfterMs: 30_000,
} as const;

interface Entry {
  secretId: string;
  at: number;
  digests: Promise<Buffer[]>;
}
let cached: Entry | undefined;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

function entryFor(secretId: string, now: number, refresh: boolean): Entry {
  if (refresh || !cached || cached.secretId !== secretId || now - cached.at >= ORIGIN_SECRET_CACHE.ttlMs) {
    const entry: Entry = {
      secretId,
      at: now,
      digests: getSecretVersions(secretId).then((values) => values.map(digest)),
    };
    // A failed read is not kept: the next call tries again.
    entry.digests.catch(() => {
      if (cached === entry) cached = undefined;
    });
    cached = entry;
  }
  return cached;
}

/** Compares against every accepted value, in constant time for each. */
function matchesAny(sent: Buffer, digests: Buffer[]): boolean {
  let found = false;
  for (const d of digests) found = timingSafeEqual(sent, d) || found;
  return found;
}

/** Throws 403 unless the call came through the portal's edge (CloudFront, or the local server). */
export async function verifyOrigin(event: APIGatewayProxyEventV2, now = Date.now()): Promise<void> {
  const { originVerifySecretArn: secretId, stage } = config();
  if (!secretId) {
    if (stage === 'local') return;
    log('error', 'origin verify secret not configured', { stage });
    throw forbidden(COMMON_MESSAGES.originUnverified);
  }
  const sent = header(event, ORIGIN_VERIFY_HEADER);
  if (!sent) throw forbidden(COMMON_MESSAGES.originUnverified);
  const sentDigest = digest(sent);
  let entry = entryFor(secretId, now, false);
  if (matchesAny(sentDigest, await entry.digests)) return;
  if (now - entry.at >= ORIGIN_SECRET_CACHE.refreshOnMissAfterMs) {
    entry = entryFor(secretId, now, true);
    if (matchesAny(sentDigest, await entry.digests)) return;
  }
  throw forbidden(COMMON_MESSAGES.originUnverified);
}

/** Tests start each case with an empty cache. */
export function resetOriginVerifyCache(): void {
  cached = undefined;
}
