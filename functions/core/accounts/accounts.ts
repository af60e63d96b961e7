import { randomUUID } from 'node:crypto';
import { fill } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { ParsedRequestOf } from '#shared/routes.js';
import { passedSecondStep, type AuthMethod, type Role, type SecondStep } from '#shared/roles.js';
import { accountFields, type AccountEdits } from '#shared/schemas/account.js';
import { getCoop, type CoopRecord } from '#functions/db/coops-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { isMailSuppressed } from '../mail/suppression.js';
import { countSignups } from '#functions/db/stats-repo.js';
import { dayIn } from '../dates.js';
import {
  changePassword as writePassword,
  coopsServingZip,
  createMember,
  emailHolder,
  getMember,
  getMemberByEmail,
  listSavings,
  moveEmail,
  recordLogin,
  setPasswordWithToken,
  updateAccount,
  type AccountChanges,
  type LinkToken,
  type MemberRecord,
  type TokenPurpose,
} from '#functions/db/members-repo.js';
import { invalid, inConflict, forbidden, DomainError, notFound, unauthenticated } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import {
  activationMail,
  confirmEmailMail,
  emailAlreadyRegisteredMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  resetMail,
  welcomeMail,
} from '../mail/templates.js';
import { portalUrlFor } from '../portal-url.js';
import { consume } from '../security/rate-limit.js';
import { countLoginAttempt, loginSucceeded, withNewDevice } from './login-limits.js';
import { clearedCookies, endAllSessions, startSession } from '../sessions/sessions.js';
import { normalizeEmail, type NormalEmail } from '#functions/model/email-address.js';
import { inactiveAccountMessage } from './inactive-account.js';
import { issueLinkToken, newLinkToken, TOKEN_LIFETIME_SECONDS, tokenMatches, type LinkKeys } from './link-tokens.js';
import { fitsPasswordRule, hashPassword, passwordProblem, verifyPassword, type PasswordContext } from './passwords.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { countEvent } from '#functions/model/metrics.js';
import { withCookies, type WithCookies } from '#functions/model/reply.js';
import { pendingStep } from './second-factor.js';

// Member accounts: registration, login, links by email, account edits and password changes.

/** The address as stored and keyed, or a 400 "invalid email" when it cannot be one. */
export function emailOrRefuse(raw: string): NormalEmail {
  const email = normalizeEmail(raw);
  if (!email) throw invalid(ACCOUNT_MESSAGES.invalidEmail);
  return email;
}

/** A member as first stored: no activity yet, no emails until they opt in (the form's default). */
export function newMemberRecord(
  fields: Pick<MemberRecord, 'plid' | 'email' | 'firstName' | 'lastName' | 'zip' | 'role' | 'status'> & {
    passwordHash?: string;
  },
): MemberRecord {
  const now = new Date().toISOString();
  return {
    memberId: randomUUID(),
    dob: null,
    cellPhone: null,
    gender: null,
    optout: 1,
    signupDate: now,
    lastLogin: null,
    latestzip: null,
    ...fields,
    ...(fields.passwordHash ? { passwordChangedAt: now } : {}),
  };
}

async function coopOf(plid: number): Promise<CoopRecord> {
  const coop = await getCoop(plid);
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  return coop;
}

/** What a guesser would try first for this member's password. */
const passwordContext = (
  member: { firstName: string; lastName: string; email: string },
  coop: CoopRecord,
): PasswordContext => ({
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
  coopNames: [coop.displayName, coop.coopName],
});

/** Email failures are logged, not shown: the account work is done and must not look failed. */
async function mail(send: () => Promise<unknown>, what: string) {
  try {
    await send();
  } catch (error) {
    log('error', 'email not sent', { what, error: (error as Error).message });
  }
}

export interface AuthResult {
  success: true;
  message: string;
  credentials: string;
  userKey: string;
  sessionKey: string;
  firstName: string;
  role: Role;
  /** Staff: the second step the session still needs (ADR 0090). */
  secondStep?: SecondStep;
}

/**
 * A new session for the member: the answer with the session's cookies. `amr`: how they signed in
 * (a passkey sign-in passes the staff's second step by itself, ADR 0090).
 */
export async function signIn(
  member: MemberRecord,
  message: string,
  amr: AuthMethod[] = ['pwd'],
): Promise<WithCookies<AuthResult>> {
  const started = await startSession(member, Date.now(), amr);
  // Deactivated between the password check and now: refused like any login to an inactive account.
  if (!started) throw unauthenticated(ACCOUNT_MESSAGES.badCredentials);
  const { session, cookies } = started;
  const [secondStep] = await Promise.all([
    passedSecondStep(amr) ? undefined : pendingStep(member),
    recordLogin(member.memberId, new Date().toISOString()),
  ]);
  // credentials is the spec's non-secret "logged in" marker; the secret is the HttpOnly cookie.
  return withCookies(
    {
      success: true,
      message,
      credentials: member.memberId,
      userKey: member.memberId,
      sessionKey: session.sessionId,
      firstName: member.firstName,
      role: member.role,
      ...(secondStep ? { secondStep } : {}),
    },
    cookies,
  );
}

export async function checkZip(zip: string) {
  const coops = await coopsServingZip(zip);
  return coops.length ? { success: true, coops } : { success: false, coops: [], message: ACCOUNT_MESSAGES.unknownZip };
}

export type Registration = ParsedRequestOf<'outside/saveuser'>;

export async function register(input: Registration, ip: string) {
  if (input.password !== input.passwordConfirmation) throw invalid(ACCOUNT_MESSAGES.passwordMismatch);
  if (!fitsPasswordRule(input.password)) throw invalid(ACCOUNT_MESSAGES.passwordRule);
  const email = emailOrRefuse(input.email);
  const serving = await coopsServingZip(input.zip);
  if (!serving.some((c) => c.plid === input.plid))
    throw invalid(serving.length ? ACCOUNT_MESSAGES.coopDoesNotServeZip : ACCOUNT_MESSAGES.unknownZip);
  const coop = await coopOf(input.plid);
  // Checked before the attempt counts: a family retrying a weak password should not use up the IP's registrations.
  const weak = await passwordProblem(
    input.password,
    ACCOUNT_MESSAGES.passwordRule,
    passwordContext({ ...input, email }, coop),
  );
  if (weak) throw invalid(weak);
  await consume(LIMIT_RULES.registerIp, ip);
  const member = newMemberRecord({
    plid: input.plid,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    zip: input.zip,
    role: 'member',
    status: 'active',
    passwordHash: await hashPassword(input.password),
  });
  // An address with an account already is a DuplicateEmailError: a conflict the member is told about.
  await createMember(member);
  countEvent('signUp', member.plid);
  await countSignups(member.plid, 1, dayIn(Date.now(), coop.timeZone)).catch((error: Error) =>
    log('error', 'sign-up not counted', { error: error.message }),
  );
  await mail(
    () => sendMail(welcomeMail(coop, member.email, member.firstName, portalUrlFor(coop)), coop.displayName),
    'welcome',
  );
  return { success: true, message: ACCOUNT_MESSAGES.welcome };
}

/**
 * Limits, all counted before the password is checked (login-limits.ts, shared with passkeys): a
 * browser with its device cookie for this account has its own budget; any other browser the
 * per-IP, per-(account, IP) and per-account ones (ADR 0076).
 */
export async function login(
  email: string,
  password: string,
  ip: string,
  now = Date.now(),
  deviceToken?: string,
): Promise<WithCookies<AuthResult>> {
  const normal = normalizeEmail(email);
  // Something that is not an address still counts (and costs scrypt), like an unknown account.
  const account = normal ?? email.trim().toLowerCase();
  const attempt = await countLoginAttempt(account, ip, now, deviceToken);
  const member = normal ? await getMemberByEmail(normal) : undefined;
  // Always run scrypt, so an unknown email takes as long as a wrong password. A deactivated member
  // keeps the hash (reactivation restores the login), and is checked against it too.
  const ok = await verifyPassword(
    password,
    member?.status === 'active' || member?.status === 'inactive' ? member.passwordHash : undefined,
  );
  if (!member || !ok) {
    countEvent('failedLogin', member?.plid);
    throw unauthenticated(ACCOUNT_MESSAGES.badCredentials);
  }
  // Only the right password learns the account is inactive, so this tells a guesser nothing; the
  // limits stay spent (this is no login) and no session or device cookie is issued.
  if (member.status !== 'active') throw await inactiveAccount(member.plid);
  await loginSucceeded(attempt);
  return withNewDevice(await signIn(member, ACCOUNT_MESSAGES.loggedIn), attempt);
}

/** The refusal a deactivated member hears: whom to ask (the co-op's shown email and phone). */
export async function inactiveAccount(plid: number): Promise<DomainError> {
  return forbidden(await inactiveAccountMessage(plid));
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  zip: string;
  role?: Role;
}

/** The member was created, but the activation link was not stored or not mailed. */
export class InvitationNotSentError extends Error {
  constructor(
    readonly memberId: string,
    cause: unknown,
  ) {
    super(`invitation not sent: ${(cause as Error)?.message ?? String(cause)}`);
  }
}

/** Creates an invited member (no password) and emails the activation link. */
export async function inviteMember(input: Invitation & { plid: number }) {
  const coop = await coopOf(input.plid);
  const invited = await inviteMemberOf(coop, input);
  await countSignups(input.plid, 1, dayIn(Date.now(), coop.timeZone));
  return invited;
}

/**
 * inviteMember for a co-op already loaded (the admin import invites many). DuplicateEmailError
 * when the address has an account; InvitationNotSentError when the member exists but no link went.
 */
export async function inviteMemberOf(coop: CoopRecord, input: Invitation) {
  const member = newMemberRecord({
    ...input,
    plid: coop.plid,
    email: emailOrRefuse(input.email),
    role: input.role ?? 'member',
    status: 'invited',
  });
  await createMember(member);
  try {
    const keys = await issueLinkToken(member.memberId, 'activation');
    const link = `${portalUrlFor(coop)}/activate/${keys.key1}/${keys.key2}`;
    await sendMail(
      activationMail(
        coop,
        member.email,
        member.firstName,
        portalUrlFor(coop),
        link,
        TOKEN_LIFETIME_SECONDS.activation / 86400,
        member.role,
      ),
      coop.displayName,
    );
    return { memberId: member.memberId, link };
  } catch (error) {
    throw new InvitationNotSentError(member.memberId, error);
  }
}

/** Time as the recovery answer sees it; tests pass a virtual one. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
const systemClock: Clock = { now: () => performance.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

/**
 * Recovery answers a fixed time after it starts, so its time says nothing about whether the
 * address has an account. A known address costs a token write and an SES send before the answer,
 * and Lambda cannot send after it answers (the environment freezes once the handler returns, so
 * a send left running may never finish), so the unknown path is not made faster: both paths wait
 * for a floor above the known path's slowest work. SES from Lambda answers well within a second;
 * the local emulator on a busy two-core machine took up to 2 s for the whole known path (review
 * 21: known answers 1.11 to 2.37 s on the 500 ms beat this replaced). Work that still overruns
 * the floor answers on the next step after it, so it stands out only coarsely, and is logged, so
 * the floor can be raised.
 */
export const RECOVER_ANSWER = { floorMs: 2500, stepMs: 500 } as const;

async function answerAfterFloor(started: number, clock: Clock): Promise<void> {
  const elapsed = clock.now() - started;
  const over = Math.max(0, elapsed - RECOVER_ANSWER.floorMs);
  if (over > 0) log('warn', 'recovery work overran its answer floor', { ms: Math.round(elapsed) });
  await clock.sleep(RECOVER_ANSWER.floorMs + Math.ceil(over / RECOVER_ANSWER.stepMs) * RECOVER_ANSWER.stepMs - elapsed);
}

export async function recoverPassword(email: string, ip: string, clock: Clock = systemClock) {
  await consume(LIMIT_RULES.recoverIp, ip);
  const started = clock.now();
  try {
    await sendRecoveryLink(normalizeEmail(email));
  } finally {
    await answerAfterFloor(started, clock);
  }
  return { success: true, message: ACCOUNT_MESSAGES.recoverSent };
}

async function sendRecoveryLink(account: NormalEmail | undefined): Promise<void> {
  if (!account) return;
  const member = await getMemberByEmail(account);
  // A deactivated member gets no link (the answer is the same as for an unknown address).
  if (!member || member.status === 'inactive') return;
  try {
    await consume(LIMIT_RULES.recoverEmail, account);
    const coop = await coopOf(member.plid);
    const purpose: TokenPurpose = member.status === 'invited' ? 'activation' : 'reset';
    const keys = await issueLinkToken(member.memberId, purpose);
    const base = portalUrlFor(coop);
    // An invited member who forgot the invite gets a fresh activation link instead.
    const message =
      purpose === 'reset'
        ? resetMail(
            coop,
            member.email,
            member.firstName,
            base,
            `${base}/resetpassword/${keys.key1}/${keys.key2}`,
            TOKEN_LIFETIME_SECONDS.reset / 60,
          )
        : activationMail(
            coop,
            member.email,
            member.firstName,
            base,
            `${base}/activate/${keys.key1}/${keys.key2}`,
            TOKEN_LIFETIME_SECONDS.activation / 86400,
            member.role,
          );
    await mail(() => sendMail(message, coop.displayName), purpose);
  } catch (error) {
    // The answer must not differ for known emails, so a per-email limit stays silent.
    if (!(error instanceof DomainError)) throw error;
  }
}

async function memberForLink(keys: LinkKeys, purpose: TokenPurpose): Promise<MemberRecord | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(keys.key1)) return undefined;
  const member = await getMember(keys.key1);
  return member && tokenMatches(member.tokens?.[purpose], keys.key2) ? member : undefined;
}

/** outside/activate and outside/checkresetlink: is the link live, and which co-op's portal to open. */
export async function checkLink(keys: LinkKeys, purpose: TokenPurpose, ip: string) {
  await consume(LIMIT_RULES.linkIp, ip);
  const member = await memberForLink(keys, purpose);
  if (!member) return { success: false };
  const coop = await coopOf(member.plid);
  return { success: true, url: coop.primaryDomain, firstName: member.firstName };
}

async function setPasswordFromLink(
  keys: LinkKeys,
  purpose: TokenPurpose,
  password: string,
  confirmation: string,
  ruleMessage: string,
  ip: string,
) {
  if (password !== confirmation) throw invalid(ACCOUNT_MESSAGES.passwordsDoNotMatch);
  if (!fitsPasswordRule(password)) throw invalid(ruleMessage);
  await consume(LIMIT_RULES.linkIp, ip);
  const member = await memberForLink(keys, purpose);
  if (!member) throw invalid(ACCOUNT_MESSAGES.invalidLink);
  const weak = await passwordProblem(password, ruleMessage, passwordContext(member, await coopOf(member.plid)));
  if (weak) throw invalid(weak);
  const used = await setPasswordWithToken(
    member.memberId,
    purpose,
    member.tokens![purpose]!.hash,
    await hashPassword(password),
    new Date(),
  );
  if (!used) throw invalid(ACCOUNT_MESSAGES.invalidLink);
  await endAllSessions(member.memberId);
  return member;
}

export async function activateAccount(
  keys: LinkKeys,
  password: string,
  confirmation: string,
  ip: string,
): Promise<WithCookies<AuthResult>> {
  const member = await setPasswordFromLink(
    keys,
    'activation',
    password,
    confirmation,
    ACCOUNT_MESSAGES.setPasswordRule,
    ip,
  );
  countEvent('activation', member.plid);
  return signIn({ ...member, status: 'active' }, ACCOUNT_MESSAGES.loggedIn);
}

export async function resetPassword(
  keys: LinkKeys,
  password: string,
  confirmation: string,
  ruleMessage: string,
  ip: string,
) {
  const member = await setPasswordFromLink(keys, 'reset', password, confirmation, ruleMessage, ip);
  const coop = await coopOf(member.plid);
  await mail(
    () => sendMail(passwordChangedMail(coop, member.email, member.firstName, portalUrlFor(coop)), coop.displayName),
    'password-changed',
  );
  return { success: true, message: ACCOUNT_MESSAGES.passwordResetDone };
}

async function signedInMember(memberId: string): Promise<MemberRecord> {
  const member = await getMember(memberId);
  if (!member) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
  return member;
}

export async function getAccount(memberId: string) {
  const member = await signedInMember(memberId);
  const [deals, mailUndeliverable] = await Promise.all([listSavings(memberId), isMailSuppressed(member.email)]);
  const total = Math.round(deals.reduce((sum, d) => sum + d.dollarvalue, 0) * 100) / 100;
  // The response's own field list picks what leaves the record (never the hash or tokens).
  const fields = Object.fromEntries(
    Object.keys(accountFields.shape).map((k) => [k, member[k as keyof MemberRecord] ?? null]),
  );
  return { success: true as const, ...(fields as AccountFields), mailUndeliverable, deals, total };
}
type AccountFields = Pick<MemberRecord, keyof typeof accountFields.shape>;

/** A change the account moved on from since it was read is a StaleWriteError: the member reloads. */
async function saveChanges(member: MemberRecord, changes: AccountChanges, pendingEmail?: LinkToken): Promise<void> {
  await updateAccount(member, changes, pendingEmail);
}

/**
 * The account tab. Other fields save at once. A new email needs the current password (else
 * nothing at all is saved) and is only stored as pending: a link to the new address confirms it
 * (confirmEmail), the old address is told. The answer is the same whether or not the new address
 * already has an account; if it has, it gets a notice instead of a link.
 */
export async function saveAccount(memberId: string, edits: AccountEdits) {
  const member = await signedInMember(memberId);
  const { email: typed, currentPassword, ...fields } = edits;
  const email = emailOrRefuse(typed);
  // A form without a ZIP keeps the one on file.
  const changes: AccountChanges = { ...fields, zip: fields.zip ?? member.zip };
  if (email === normalizeEmail(member.email)) {
    await saveChanges(member, changes);
    return { success: true, message: ACCOUNT_MESSAGES.accountSaved };
  }
  if (!currentPassword) throw invalid(ACCOUNT_MESSAGES.emailChangePassword);
  await consume(LIMIT_RULES.emailChangeMember, memberId);
  if (!member.passwordHash || !(await verifyPassword(currentPassword, member.passwordHash)))
    throw invalid(ACCOUNT_MESSAGES.wrongCurrentPassword);
  const { keys, token } = newLinkToken(memberId, 'email');
  await saveChanges(member, changes, { ...token, address: email });
  const coop = await coopOf(member.plid);
  const base = portalUrlFor(coop);
  // The same work either way (one read, two mails), so the answer's timing does not tell either.
  const taken = (await emailHolder(email)) !== undefined;
  const link = `${base}/confirmemail/${keys.key1}/${keys.key2}`;
  const toNew = taken
    ? emailAlreadyRegisteredMail(coop, email, base)
    : confirmEmailMail(coop, email, changes.firstName, base, link, TOKEN_LIFETIME_SECONDS.email / 3600);
  await Promise.all([
    mail(() => sendMail(toNew, coop.displayName), taken ? 'email-in-use' : 'email-confirm'),
    mail(
      () => sendMail(emailChangeRequestedMail(coop, member.email, changes.firstName, base, email), coop.displayName),
      'email-change-notice',
    ),
  ]);
  return { success: true, message: fill(ACCOUNT_MESSAGES.emailChangeSent, { email }) };
}

/**
 * outside/confirmemail: moves the member to the pending address in one transaction (refused if
 * the address was taken meanwhile: nothing changes), kills every other live link, and ends every
 * session: the login identity changed, so each browser logs in again with the new address.
 */
export async function confirmEmail(keys: LinkKeys, ip: string) {
  await consume(LIMIT_RULES.linkIp, ip);
  const member = await memberForLink(keys, 'email');
  const pending = member?.tokens?.email;
  if (!member || !pending?.address) throw invalid(ACCOUNT_MESSAGES.emailChangeInvalid);
  const oldClaim = normalizeEmail(member.email) ?? member.email;
  const moved = await moveEmail(member, oldClaim, pending.hash, pending.address, new Date());
  if (moved === 'invalid-link') throw invalid(ACCOUNT_MESSAGES.emailChangeInvalid);
  if (moved === 'taken') throw inConflict(ACCOUNT_MESSAGES.emailTaken);
  await endAllSessions(member.memberId);
  const coop = await coopOf(member.plid);
  await mail(
    () =>
      sendMail(
        emailChangedMail(coop, member.email, member.firstName, portalUrlFor(coop), pending.address!),
        coop.displayName,
      ),
    'email-changed',
  );
  // This browser's session ended with the others: its cookies go too.
  return withCookies(
    { success: true, message: ACCOUNT_MESSAGES.emailChanged, url: coop.primaryDomain },
    clearedCookies(),
  );
}

export async function changeMemberPassword(memberId: string, current: string, next: string, confirmation: string) {
  if (next !== confirmation) throw invalid(ACCOUNT_MESSAGES.newPasswordMismatch);
  if (!fitsPasswordRule(next)) throw invalid(ACCOUNT_MESSAGES.passwordRule);
  await consume(LIMIT_RULES.changePasswordMember, memberId);
  const member = await signedInMember(memberId);
  const coop = await coopOf(member.plid);
  const weak = await passwordProblem(next, ACCOUNT_MESSAGES.passwordRule, passwordContext(member, coop));
  if (weak) throw invalid(weak);
  if (!member.passwordHash || !(await verifyPassword(current, member.passwordHash)))
    throw invalid(ACCOUNT_MESSAGES.wrongCurrentPassword);
  if (!(await writePassword(memberId, member.passwordHash, await hashPassword(next), new Date())))
    throw inConflict(ACCOUNT_MESSAGES.staleAccount);
  await endAllSessions(memberId);
  await mail(
    () => sendMail(passwordChangedMail(coop, member.email, member.firstName, portalUrlFor(coop)), coop.displayName),
    'password-changed',
  );
  return withCookies({ success: true, message: ACCOUNT_MESSAGES.passwordChanged }, clearedCookies());
}
