import { randomInt } from 'node:crypto';
import { Secret, TOTP as Totp } from 'otpauth';
import { fill, RECOVERY_CODES, TOTP } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { isStaffRole, passedSecondStep, type AuthMethod, type Role, type SecondStep } from '#shared/roles.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { getMember } from '#functions/db/members-repo.js';
import {
  acceptStep,
  confirmFactor,
  getSecondFactor,
  putPendingFactor,
  useRecoveryCode,
  type SecondFactorRecord,
} from '#functions/db/second-factor-repo.js';
import { setSessionAmr, type SessionRecord } from '#functions/db/sessions-repo.js';
import { inConflict, invalid, unauthenticated } from '#functions/model/errors.js';
import { sha256 } from '#functions/model/tokens.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { consume, giveBack } from '../security/rate-limit.js';

// Staff's second step after the password (ADR 0090): an authenticator app (TOTP, RFC 6238) set up
// at the first staff login and confirmed by one code, ten single-use recovery codes shown once and
// stored as hashes, and the step itself at every later login. A code's time step is taken once per
// account (a conditional write), so a code seen over a shoulder or replayed is refused. Wrong codes
// count against the account like wrong passwords; a device cookie does not skip the step.

/** The session the step is taken in: its record and the hash its item is keyed by. */
export interface StepSession {
  session: SessionRecord;
  tokenHash: string | undefined;
}

const totpOf = (secret: string, issuer: string, account: string) =>
  new Totp({
    issuer,
    label: account,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    secret: Secret.fromBase32(secret),
  });

/** The time step of `now` (what the app's code is counted from). */
export const stepAt = (now: number) => Math.floor(now / 1000 / TOTP.period);

/** The step a six-digit code was made for, within the window around now; undefined when it fits none. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = Totp.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    timestamp: now,
    window: TOTP.window,
  });
  return delta === null ? undefined : stepAt(now) + delta;
}

/** Recovery codes as shown: groups of letters and digits without 0/O, 1/I/L lookalikes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const groups = Array.from({ length: RECOVERY_CODES.groups }, () =>
    Array.from(
      { length: RECOVERY_CODES.groupLength },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join(''),
  );
  return groups.join('-');
}
/** A recovery code as typed (any case, spaces or dashes) in the one form it is hashed in. */
export const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

/** The step the account still needs: none for members and for a session that passed it. */
export async function pendingStep(member: { memberId: string; role: Role }): Promise<SecondStep | undefined> {
  if (!isStaffRole(member.role)) return undefined;
  const factor = await getSecondFactor(member.memberId);
  return factor?.confirmedAt ? 'verify' : 'enrol';
}

/** Issuer and account shown in the app: the co-op's name and the staff member's email. */
async function appLabels(session: SessionRecord): Promise<{ issuer: string; account: string }> {
  const member = await getMember(session.memberId);
  if (!member) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
  const coop = await getCoop(member.plid);
  return { issuer: coop?.displayName ?? 'Savings portal', account: member.email };
}

function staffOnly(session: SessionRecord): void {
  // A member's session is let in by the route (staff sign in as members first): told plainly, no 403.
  if (!isStaffRole(session.role)) throw invalid(SECOND_FACTOR_MESSAGES.staffOnly);
}

/**
 * Where the session stands. At the first staff login: a new secret (or the one being set up,
 * so a reload shows the same QR code) with its otpauth:// URI.
 */
export async function secondStepState({ session }: StepSession) {
  staffOnly(session);
  if (passedSecondStep(session.amr)) return { success: true as const, state: 'passed' as const, amr: session.amr };
  const factor = await getSecondFactor(session.memberId);
  if (factor?.confirmedAt)
    return { success: true as const, state: 'verify' as const, recoveryCodesLeft: Object.keys(factor.recovery).length };
  let secret = factor?.secret;
  if (!secret) {
    secret = new Secret({ size: TOTP.secretBytes }).base32;
    // Another tab confirmed an app meanwhile: it is that app's code from now on.
    if (!(await putPendingFactor(session.memberId, secret))) return secondStepState({ session, tokenHash: undefined });
  }
  const { issuer, account } = await appLabels(session);
  return {
    success: true as const,
    state: 'enrol' as const,
    uri: totpOf(secret, issuer, account).toString(),
    secret,
    issuer,
    account,
  };
}

/** The session now counts the method as passed. */
async function markPassed({ session, tokenHash }: StepSession, method: AuthMethod): Promise<void> {
  const amr = [...new Set<AuthMethod>([...session.amr, method])];
  if (!tokenHash || !(await setSessionAmr(tokenHash, amr))) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
}

/**
 * Counts one attempt on the account before the code is checked (parallel guesses cannot slip past
 * the limit); any answer but "wrong" gives it back, so only wrong codes use the budget up.
 */
async function counted<T>(memberId: string, now: number, check: () => Promise<T | undefined>): Promise<T> {
  await consume(LIMIT_RULES.secondStepMember, memberId, now);
  const result = await check();
  if (result === undefined) throw invalid(SECOND_FACTOR_MESSAGES.wrongCode);
  await giveBack(LIMIT_RULES.secondStepMember, memberId, now);
  return result;
}

/** Confirms the app being set up with one of its codes; answers the ten recovery codes, once. */
export async function enrolTotp(caller: StepSession, code: string, now = Date.now()) {
  const { session } = caller;
  staffOnly(session);
  const factor = await getSecondFactor(session.memberId);
  if (factor?.confirmedAt) throw inConflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  if (!factor) throw inConflict(SECOND_FACTOR_MESSAGES.notEnrolling);
  const step = await counted(session.memberId, now, async () => stepOfCode(factor.secret, code, now));
  const codes = Array.from({ length: RECOVERY_CODES.count }, newRecoveryCode);
  if (!(await confirmFactor(session.memberId, factor.secret, step, codes.map(recoveryHash))))
    // Reset, or confirmed by another tab, between the read and this write.
    throw inConflict(SECOND_FACTOR_MESSAGES.notEnrolling);
  await markPassed(caller, 'otp');
  return { success: true as const, message: SECOND_FACTOR_MESSAGES.enrolled, recoveryCodes: codes };
}

/** A code of the app, each time step once. */
async function acceptTotp(memberId: string, factor: SecondFactorRecord, code: string, now: number) {
  const step = stepOfCode(factor.secret, code, now);
  if (step === undefined) return undefined;
  if (await acceptStep(memberId, step)) return 'otp' as const;
  // The right code, already used: said apart from a wrong one. No guess (whoever sends it knows a
  // code), so it spends no attempt; it is refused all the same.
  return 'used' as const;
}

/** An unused recovery code, removed as it is used (the write's condition: of two parallel uses, one wins). */
async function acceptRecovery(memberId: string, code: string) {
  return (await useRecoveryCode(memberId, recoveryHash(code))) ? ('recovery' as const) : undefined;
}

/** The step at a later login: an app code or a recovery code. */
export async function passSecondStep(caller: StepSession, code: string, now = Date.now()) {
  const { session } = caller;
  staffOnly(session);
  if (passedSecondStep(session.amr))
    return {
      success: true as const,
      message: SECOND_FACTOR_MESSAGES.alreadyPassed,
      method: session.amr.at(-1) ?? 'pwd',
    };
  const factor = await getSecondFactor(session.memberId);
  if (!factor?.confirmedAt) throw inConflict(SECOND_FACTOR_MESSAGES.notEnrolling);
  const method = await counted(session.memberId, now, async () => {
    const sixDigits = /^\d{6}$/.test(code.replace(/\s+/g, ''));
    return sixDigits
      ? acceptTotp(session.memberId, factor, code.replace(/\s+/g, ''), now)
      : acceptRecovery(session.memberId, code);
  });
  if (method === 'used') throw inConflict(SECOND_FACTOR_MESSAGES.codeUsed);
  await markPassed(caller, method);
  const message =
    method === 'recovery'
      ? fill(SECOND_FACTOR_MESSAGES.passedWithRecovery, { left: String(Object.keys(factor.recovery).length - 1) })
      : SECOND_FACTOR_MESSAGES.passed;
  return { success: true as const, message, method: method as AuthMethod };
}
