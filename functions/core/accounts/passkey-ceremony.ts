import { randomBytes } from 'node:crypto';
import { PASSKEY_LIMITS } from '#shared/constants.js';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { config } from '#functions/config.js';
import {
  putChallenge,
  takeChallenge,
  type PasskeyChallengeRecord,
  type PasskeyRecord,
} from '#functions/db/passkeys-repo.js';
import { invalid } from '#functions/model/errors.js';
import { sha256 } from '#functions/model/tokens.js';
import { hostOf } from '../coops/request-coop.js';

// What both passkey ceremonies share (ADR 0091). The relying party is the co-op's host the
// request came to, as the browser sees it: the RP id is that host name and the origin the
// portal's address on it (PORTAL_URL_TEMPLATE: https deployed, http and the port locally), so one
// co-op's passkey is offered only on its own host. Every ceremony's challenge is minted and
// stored (hashed) by the server, taken (deleted) by the answer that uses it, and dead after 5
// minutes. Passkeys are discoverable and user-verified: the authenticator returns the member's id
// (the user handle), and a sign-in is a fingerprint, face or PIN on the member's own device, so it
// stands in for the password rather than beside it.

/**
 * @simplewebauthn/server, loaded on first use: infra ships it beside the bundles of the routes
 * marked `webauthn` (its index re-exports every attestation format, about 280 kB bundled).
 */
export const webauthn = () => import('@simplewebauthn/server');

export interface RelyingParty {
  rpId: string;
  origin: string;
}

/** The relying party of the host the request came to; no host is no ceremony. */
export function relyingParty(host: string | undefined): RelyingParty {
  const rpId = hostOf(host);
  if (!rpId) throw invalid(PASSKEY_MESSAGES.notVerified);
  return { rpId, origin: config().portalUrlTemplate.replace('{host}', rpId) };
}

export const seconds = (now: number) => Math.floor(now / 1000);

/** Mints a challenge for one ceremony: 32 random bytes, stored as the SHA-256 of their base64url. */
export async function newChallenge(
  record: Omit<PasskeyChallengeRecord, 'expiresAt'>,
  now: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = randomBytes(32);
  await putChallenge(sha256(bytes.toString('base64url')), {
    ...record,
    expiresAt: seconds(now) + PASSKEY_LIMITS.challengeSeconds,
  });
  return new Uint8Array(bytes);
}

/** The challenge an answer signed, read from its client data; junk is a 400. */
function challengeOf(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof data === 'object' && data !== null && 'challenge' in data ? data.challenge : undefined;
    if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)) return challenge;
  } catch {
    // Not JSON: the same refusal as a missing challenge.
  }
  throw invalid(PASSKEY_MESSAGES.badResponse);
}

/**
 * Takes (deletes) the challenge the answer signed: the second answer with one challenge, a late
 * one, one of the other ceremony or from another host finds nothing it may use.
 */
export async function useChallenge(
  clientDataJSON: string,
  purpose: PasskeyChallengeRecord['purpose'],
  rp: RelyingParty,
  now: number,
): Promise<{ challenge: string; stored: PasskeyChallengeRecord }> {
  const challenge = challengeOf(clientDataJSON);
  const stored = await takeChallenge(sha256(challenge));
  if (!stored || stored.purpose !== purpose || stored.rpId !== rp.rpId || stored.expiresAt <= seconds(now))
    throw invalid(PASSKEY_MESSAGES.expired);
  return { challenge, stored };
}

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const);
type Transport = typeof TRANSPORTS extends Set<infer T> ? T : never;
const isTransport = (t: string): t is Transport => (TRANSPORTS as Set<string>).has(t);
/** The stored transports the browser knows (a stored list is only strings). */
export const transportsOf = (p: PasskeyRecord): Transport[] => p.transports.filter(isTransport);
