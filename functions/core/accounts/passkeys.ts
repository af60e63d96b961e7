import type * as z from 'zod';
import { PASSKEY_LIMITS } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { passkeySummary, registrationResponse } from '#shared/schemas/passkeys.js';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { getMember } from '#functions/db/members-repo.js';
import {
  addPasskey as storePasskey,
  getPasskey,
  listPasskeys as readPasskeys,
  removePasskey as deletePasskey,
  type PasskeyRecord,
} from '#functions/db/passkeys-repo.js';
import { inConflict, invalid, notFound, unauthenticated } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { consume } from '../security/rate-limit.js';
import { newChallenge, relyingParty, transportsOf, useChallenge, webauthn } from './passkey-ceremony.js';

// My Account's passkeys (ADR 0091): list, add (options, then the browser's answer), remove. The
// ceremony's rules (relying party, challenges): passkey-ceremony.ts; sign-in: passkey-sign-in.ts.

type RegistrationAnswer = z.output<typeof registrationResponse>;
export type PasskeySummary = z.input<typeof passkeySummary>;

export const summaryOf = (p: PasskeyRecord): PasskeySummary => ({
  id: p.credentialId,
  name: p.name,
  createdAt: p.createdAt,
  lastUsedAt: p.lastUsedAt,
  synced: p.synced,
});

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
  const { generateRegistrationOptions } = await webauthn();
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
  const { verifyRegistrationResponse } = await webauthn();
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

/** Removes one of the member's passkeys; one that is not theirs (or gone) is a 404 that sends no write. */
export async function removePasskey(memberId: string, credentialId: string) {
  const held = await getPasskey(memberId, credentialId);
  // The delete is conditional still: a removal in another tab meanwhile is the same 404.
  if (!held || !(await deletePasskey(memberId, credentialId))) throw notFound(PASSKEY_MESSAGES.notFound);
  return { success: true, message: PASSKEY_MESSAGES.removed };
}
