import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type * as z from 'zod';
import { PASSKEY_LIMITS } from '../../../shared/constants.js';
import { LIMIT_RULES } from '../../../shared/rate-limits.js';
import type { authenticationResponse, passkeySummary, registrationResponse } from '../../../shared/schemas/passkeys.js';
import { PASSKEY_MESSAGES } from '../../../shared/schemas/passkey-messages.js';
import { config } from '../../config.js';
import { getCoop } from '../../db/coops-repo.js';
import { getMember, type MemberRecord } from '../../db/members-repo.js';
import {
  addPasskey as storePasskey,
  getPasskey,
  listPasskeys as readPasskeys,
  putChallenge,
  recordPasskeyUse,
  removePasskey as deletePasskey,
  takeChallenge,
  type PasskeyChallengeRecord,
  type PasskeyRecord,
} from '../../db/passkeys-repo.js';
import { normalizeEmail } from '../../model/email-address.js';
import { inConflict, invalid, notFound, unauthenticated } from '../../model/errors.js';
import { log } from '../../model/log.js';
import type { WithCookies } from '../../model/reply.js';
import { sha256 } from '../../model/tokens.js';
import { hostOf } from '../coops/request-coop.js';
import { consume } from '../security/rate-limit.js';
import { inactiveAccount, signIn, type AuthResult } from './accounts.js';
import { countLoginAttempt, loginSucceeded, withNewDevice } from './login-limits.js';

// Passkeys (WebAuthn, ADR 0091). The relying party is the co-op's host the request came to, as
// the browser sees it: the RP id is that host name and the origin the portal's address on it
// (PORTAL_URL_TEMPLATE: https deployed, http and the port locally), so one co-op's passkey is
// offered only on its own host. Every ceremony's challenge is minted and stored (hashed) by the
// server, taken (deleted) by the answer that uses it, and dead after 5 minutes. Passkeys are
// discoverable and user-verified: the authenticator returns the member's id (the user handle), and
// a sign-in is a fingerprint, face or PIN on the member's own device, so it stands in for the
// password rather than beside it.

type RegistrationAnswer = z.output<typeof registrationResponse>;
type AuthenticationAnswer = z.output<typeof authenticationResponse>;
export type PasskeySummary = z.input<typeof passkeySummary>;

interface RelyingParty {
  rpId: string;
  origin: string;
}

/** The relying party of the host the request came to; no host is no ceremony. */
export function relyingParty(host: string | undefined): RelyingParty {
  const rpId = hostOf(host);
  if (!rpId) throw invalid(PASSKEY_MESSAGES.notVerified);
  return { rpId, origin: config().portalUrlTemplate.replace('{host}', rpId) };
}

const seconds = (now: number) => Math.floor(now / 1000);

/** Mints a challenge for one ceremony: 32 random bytes, stored as the SHA-256 of their base64url. */
async function newChallenge(
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
async function useChallenge(
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

export const summaryOf = (p: PasskeyRecord): PasskeySummary => ({
  id: p.credentialId,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
  synced: p.synced,
});

// --- My Account ---

export async function listPasskeys(memberId: string): Promise<PasskeySummary[]> {
  return (await readPasskeys(memberId)).map(summaryOf);
}

/** The options of the browser's create(): this host, the member, their passkeys to leave out. */
export async function addPasskeyOptions(
  session: { memberId: string; plid: number },
  host: string | undefined,
  now = Date.now(),
) {
  const rp = relyingParty(host);
  await consume(LIMIT_RULES.passkeyAddMember, session.memberId, now);
  const [member, existing, coop] = await Promise.all([
    getMember(session.memberId),
    readPasskeys(session.memberId),
    getCoop(session.plid),
  ]);
  if (!member) throw unauthenticated(PASSKEY_MESSAGES.notVerified);
  if (existing.length >= PASSKEY_LIMITS.perMember) throw inConflict(PASSKEY_MESSAGES.tooManyPasskeys);
  const challenge = await newChallenge({ purpose: 'register', memberId: member.memberId, rpId: rp.rpId }, now);
  const options = await generateRegistrationOptions({
    rpName: coop?.displayName ?? rp.rpId,
    rpID: rp.rpId,
    userName: member.email,
    userDisplayName: `${member.firstName} ${member.lastName}`.trim(),
    // The user handle the authenticator returns at sign-in: the member id, no personal data.
    userID: new Uint8Array(Buffer.from(member.memberId, 'utf8')),
    challenge,
    timeout: PASSKEY_LIMITS.ceremonyTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { success: true as const, options };
}

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const);
type Transport = typeof TRANSPORTS extends Set<infer T> ? T : never;
const isTransport = (t: string): t is Transport => (TRANSPORTS as Set<string>).has(t);
const transportsOf = (p: PasskeyRecord): Transport[] => p.transports.filter(isTransport);

/** Verifies the browser's answer to create() against the challenge minted for this member and stores the passkey. */
export async function addPasskey(
  memberId: string,
  host: string | undefined,
  name: string,
  response: RegistrationAnswer,
  now = Date.now(),
): Promise<{ success: true; message: string; passkey: PasskeySummary }> {
  const rp = relyingParty(host);
  const { challenge, stored } = await useChallenge(response.response.clientDataJSON, 'register', rp, now);
  if (stored.memberId !== memberId) throw invalid(PASSKEY_MESSAGES.expired);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    log('warn', 'passkey registration refused', { error: (error as Error).message });
    throw invalid(PASSKEY_MESSAGES.notVerified);
  }
  if (!verified.verified) throw invalid(PASSKEY_MESSAGES.notVerified);
  const info = verified.registrationInfo;
  if ((await readPasskeys(memberId)).length >= PASSKEY_LIMITS.perMember)
    throw inConflict(PASSKEY_MESSAGES.tooManyPasskeys);
  const passkey: PasskeyRecord = {
    memberId,
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: info.credential.transports ?? response.response.transports ?? [],
    rpId: rp.rpId,
    name,
    synced: info.credentialDeviceType === 'multiDevice',
    createdAt: new Date(now).toISOString(),
    lastUsedAt: null,
  };
  if (!(await storePasskey(passkey))) throw inConflict(PASSKEY_MESSAGES.alreadyAdded);
  return { success: true, message: PASSKEY_MESSAGES.added, passkey: summaryOf(passkey) };
}

export async function removePasskey(memberId: string, credentialId: string) {
  if (!(await deletePasskey(memberId, credentialId))) throw notFound(PASSKEY_MESSAGES.notFound);
  return { success: true, message: PASSKEY_MESSAGES.removed };
}

// --- Sign-in ---

/**
 * The options of the browser's get(): never a list of the account's passkeys, so an email tells
 * nobody whether it has an account or passkeys; the email (normalized) is kept with the challenge
 * and the passkey the browser's picker returns must be that account's.
 */
export async function passkeyLoginOptions(
  email: string | undefined,
  ip: string,
  host: string | undefined,
  now = Date.now(),
) {
  const rp = relyingParty(host);
  await consume(LIMIT_RULES.passkeyOptionsIp, ip, now);
  const account = email ? (normalizeEmail(email) ?? email.trim().toLowerCase()) : undefined;
  const challenge = await newChallenge({ purpose: 'signin', rpId: rp.rpId, ...(account ? { account } : {}) }, now);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge,
    timeout: PASSKEY_LIMITS.ceremonyTimeoutMs,
    userVerification: 'required',
  });
  return { success: true as const, options };
}

/** A user handle the registration could have made: a member id's UTF-8. */
function memberIdOf(userHandle: string | undefined): string | undefined {
  if (!userHandle) return undefined;
  const id = Buffer.from(userHandle, 'base64url').toString('utf8');
  return /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : undefined;
}

/**
 * Signs in with a passkey: the answer must sign this host's unused challenge with a passkey stored
 * for the member its user handle names (and, after an email, that account's), user-verified, with
 * a counter above the stored one when either keeps one. Counted as a login attempt on the account
 * (login-limits.ts) before the signature is checked; a success starts a session as the password
 * does, marked as a passkey's.
 */
export async function passkeyLogin(
  response: AuthenticationAnswer,
  ip: string,
  host: string | undefined,
  deviceToken: string | undefined,
  now = Date.now(),
): Promise<WithCookies<AuthResult>> {
  const rp = relyingParty(host);
  const { challenge, stored } = await useChallenge(response.response.clientDataJSON, 'signin', rp, now);
  const memberId = memberIdOf(response.response.userHandle);
  const member: MemberRecord | undefined = memberId ? await getMember(memberId) : undefined;
  // The account's own limits when the handle names one; an unknown handle is counted on itself.
  const attempt = await countLoginAttempt(member?.email ?? `passkey:${memberId ?? 'none'}`, ip, now, deviceToken);
  const refused = unauthenticated(PASSKEY_MESSAGES.signInRefused);
  if (!member || !memberId || response.id !== response.rawId) throw refused;
  if (stored.account !== undefined && stored.account !== member.email) throw refused;
  const passkey = await getPasskey(memberId, response.id);
  if (!passkey || passkey.rpId !== rp.rpId) throw refused;
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      // The counter is checked below, once the signature is known good, with its own message.
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: 0,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw refused;
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    if (error !== refused) log('warn', 'passkey sign-in refused', { error: (error as Error).message });
    throw refused;
  }
  // A counter that did not move past the stored one (when either keeps one) can mean a copied
  // authenticator: refused, and logged for the operators.
  if ((newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter) {
    log('warn', 'passkey counter regressed', { stored: passkey.counter, received: newCounter });
    throw unauthenticated(PASSKEY_MESSAGES.counterRegressed);
  }
  // Only a valid passkey learns the account is inactive; no session, no device cookie.
  if (member.status !== 'active') throw await inactiveAccount(member.plid);
  if (
    !(await recordPasskeyUse(memberId, passkey.credentialId, passkey.counter, newCounter, new Date(now).toISOString()))
  )
    throw unauthenticated(PASSKEY_MESSAGES.notVerified);
  await loginSucceeded(attempt);
  return withNewDevice(await signIn(member, PASSKEY_MESSAGES.loggedIn, 'passkey'), attempt);
}
