import type * as z from 'zod';
import { PASSKEY_LIMITS } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { authenticationResponse } from '#shared/schemas/passkeys.js';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { getMember, type MemberRecord } from '#functions/db/members-repo.js';
import { getPasskey, recordPasskeyUse } from '#functions/db/passkeys-repo.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { unauthenticated } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import type { WithCookies } from '#functions/model/reply.js';
import { consume } from '../security/rate-limit.js';
import { inactiveAccount, signIn, type AuthResult } from './accounts.js';
import { countLoginAttempt, loginSucceeded, withNewDevice } from './login-limits.js';
import { newChallenge, relyingParty, transportsOf, useChallenge, webauthn } from './passkey-ceremony.js';

// Signing in with a passkey (ADR 0091): options for the browser's get(), then its signed answer,
// which starts a session as the password's login does. The ceremony's rules: passkey-ceremony.ts.

type AuthenticationAnswer = z.output<typeof authenticationResponse>;

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
  const { generateAuthenticationOptions } = await webauthn();
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
  const { verifyAuthenticationResponse } = await webauthn();
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
  return withNewDevice(await signIn(member, PASSKEY_MESSAGES.loggedIn, ['passkey']), attempt);
}
