import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../shared/constants.js';
import type { ParsedRequestOf } from '../../../shared/routes.js';
import type { Role } from '../../../shared/schemas/account.js';
import { config } from '../../config.js';
import { getCoop, type CoopRecord } from '../../db/coops-repo.js';
import { sendMail } from '../../db/mailer.js';
import {
  changePassword as writePassword,
  coopsServingZip,
  createMember,
  DuplicateEmailError,
  getMember,
  getMemberByEmail,
  listSavings,
  recordLogin,
  setPasswordWithToken,
  StaleWriteError,
  updateAccount,
  type AccountChanges,
  type MemberRecord,
  type TokenPurpose,
} from '../../db/members-repo.js';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { activationMail, passwordChangedMail, resetMail, welcomeMail } from '../mail/templates.js';
import { consume, LIMIT_RULES, reset } from '../security/rate-limit.js';
import { clearedCookies, endAllSessions, startSession } from '../sessions/sessions.js';
import { issueLinkToken, TOKEN_LIFETIME_SECONDS, tokenMatches, type LinkKeys } from './link-tokens.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';

// Member accounts: registration, login, links by email, account edits and password changes.

export const ACCOUNT_MESSAGES = {
  badCredentials: 'The email or password is incorrect.',
  duplicateEmail: 'An account with this email already exists. Please login or use Forgot password.',
  emailTaken: 'This email is already used by another account.',
  unknownZip: 'We could not find a cooperative serving this ZIP code. Please check the ZIP code and try again.',
  coopDoesNotServeZip: 'Please select a Co-op',
  welcome: 'Welcome! Your account has been created.',
  recoverSent: 'If an account exists for this email, we have sent it a link to reset your password. Please check your inbox.',
  invalidLink: 'This link is not valid anymore. Please request a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  staleAccount: 'Your account changed in another window. Please reload and try again.',
  loggedOut: 'You have been logged out.',
} as const;

/** A member as first stored: no activity yet, no emails until they opt in (the form's default). */
export function newMemberRecord(fields: Pick<MemberRecord, 'plid' | 'email' | 'firstName' | 'lastName' | 'zip' | 'role' | 'status'> & { passwordHash?: string }): MemberRecord {
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
    email: fields.email.trim(),
    ...(fields.passwordHash ? { passwordChangedAt: now } : {}),
  };
}

export function portalUrlFor(coop: CoopRecord): string {
  return config().portalUrlTemplate.replace('{host}', coop.primaryDomain);
}

async function coopOf(plid: number): Promise<CoopRecord> {
  const coop = await getCoop(plid);
  if (!coop) throw notFound(MESSAGES.coopNotFound);
  return coop;
}

/** Email failures are logged, not shown: the account work is done and must not look failed. */
async function mail(send: () => Promise<void>, what: string) {
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
}

async function signIn(member: MemberRecord, cookies: string[], message: string): Promise<AuthResult> {
  const { session, cookies: set } = await startSession(member);
  cookies.push(...set);
  await recordLogin(member.memberId, new Date().toISOString());
  // credentials is the spec's non-secret "logged in" marker; the secret is the HttpOnly cookie.
  return { success: true, message, credentials: member.memberId, userKey: member.memberId, sessionKey: session.sessionId, firstName: member.firstName, role: member.role };
}

export async function checkZip(zip: string) {
  const coops = await coopsServingZip(zip);
  return coops.length ? { success: true, coops } : { success: false, coops: [], message: ACCOUNT_MESSAGES.unknownZip };
}

export type Registration = ParsedRequestOf<'outside/saveuser'>;

export async function register(input: Registration, ip: string) {
  if (input.password !== input.passwordConfirmation) throw badRequest(MESSAGES.passwordMismatch);
  const weak = passwordProblem(input.password, MESSAGES.passwordRule);
  if (weak) throw badRequest(weak);
  await consume(LIMIT_RULES.registerIp, ip);
  const serving = await coopsServingZip(input.zip);
  if (!serving.some((c) => c.plid === input.plid)) throw badRequest(serving.length ? ACCOUNT_MESSAGES.coopDoesNotServeZip : ACCOUNT_MESSAGES.unknownZip);
  const coop = await coopOf(input.plid);
  const member = newMemberRecord({
    plid: input.plid,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    zip: input.zip,
    role: 'member',
    status: 'active',
    passwordHash: await hashPassword(input.password),
  });
  try {
    await createMember(member);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(ACCOUNT_MESSAGES.duplicateEmail);
    throw error;
  }
  await mail(() => sendMail(welcomeMail(coop, member.email, member.firstName, portalUrlFor(coop)), coop.displayName), 'welcome');
  return { success: true, message: ACCOUNT_MESSAGES.welcome };
}

export async function login(email: string, password: string, ip: string, cookies: string[]): Promise<AuthResult> {
  const account = email.trim().toLowerCase();
  await consume(LIMIT_RULES.loginIp, ip);
  await consume(LIMIT_RULES.loginAccount, account);
  const member = await getMemberByEmail(account);
  // Always run scrypt, so an unknown email takes as long as a wrong password.
  const ok = await verifyPassword(password, member?.status === 'active' ? member.passwordHash : undefined);
  if (!member || !ok) throw unauthorized(ACCOUNT_MESSAGES.badCredentials);
  await reset(LIMIT_RULES.loginAccount, account);
  return signIn(member, cookies, MESSAGES.loggedIn);
}

/** Creates an invited member (no password) and emails the activation link. */
export async function inviteMember(input: { email: string; firstName: string; lastName: string; zip: string; plid: number; role?: Role }) {
  const coop = await coopOf(input.plid);
  const member = newMemberRecord({ ...input, role: input.role ?? 'member', status: 'invited' });
  await createMember(member);
  const keys = await issueLinkToken(member.memberId, 'activation');
  const link = `${portalUrlFor(coop)}/activate/${keys.key1}/${keys.key2}`;
  await sendMail(activationMail(coop, member.email, member.firstName, portalUrlFor(coop), link, TOKEN_LIFETIME_SECONDS.activation / 86400), coop.displayName);
  return { memberId: member.memberId, link };
}

export async function recoverPassword(email: string, ip: string) {
  await consume(LIMIT_RULES.recoverIp, ip);
  const account = email.trim().toLowerCase();
  const member = await getMemberByEmail(account);
  if (member) {
    try {
      await consume(LIMIT_RULES.recoverEmail, account);
      const coop = await coopOf(member.plid);
      const purpose: TokenPurpose = member.status === 'invited' ? 'activation' : 'reset';
      const keys = await issueLinkToken(member.memberId, purpose);
      const base = portalUrlFor(coop);
      // An invited member who forgot the invite gets a fresh activation link instead.
      const message =
        purpose === 'reset'
          ? resetMail(coop, member.email, member.firstName, base, `${base}/resetpassword/${keys.key1}/${keys.key2}`, TOKEN_LIFETIME_SECONDS.reset / 60)
          : activationMail(coop, member.email, member.firstName, base, `${base}/activate/${keys.key1}/${keys.key2}`, TOKEN_LIFETIME_SECONDS.activation / 86400);
      await mail(() => sendMail(message, coop.displayName), purpose);
    } catch (error) {
      // The answer must not differ for known emails, so a per-email limit stays silent.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return { success: true, message: ACCOUNT_MESSAGES.recoverSent };
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

async function setPasswordFromLink(keys: LinkKeys, purpose: TokenPurpose, password: string, confirmation: string, ruleMessage: string, ip: string) {
  if (password !== confirmation) throw badRequest(MESSAGES.passwordsDoNotMatch);
  const weak = passwordProblem(password, ruleMessage);
  if (weak) throw badRequest(weak);
  await consume(LIMIT_RULES.linkIp, ip);
  const member = await memberForLink(keys, purpose);
  if (!member) throw badRequest(ACCOUNT_MESSAGES.invalidLink);
  const used = await setPasswordWithToken(member.memberId, purpose, member.tokens![purpose]!.hash, await hashPassword(password), new Date());
  if (!used) throw badRequest(ACCOUNT_MESSAGES.invalidLink);
  await endAllSessions(member.memberId);
  return member;
}

export async function activateAccount(keys: LinkKeys, password: string, confirmation: string, ip: string, cookies: string[]): Promise<AuthResult> {
  const member = await setPasswordFromLink(keys, 'activation', password, confirmation, MESSAGES.setPasswordRule, ip);
  return signIn({ ...member, status: 'active' }, cookies, MESSAGES.loggedIn);
}

export async function resetPassword(keys: LinkKeys, password: string, confirmation: string, ruleMessage: string, ip: string) {
  const member = await setPasswordFromLink(keys, 'reset', password, confirmation, ruleMessage, ip);
  const coop = await coopOf(member.plid);
  await mail(() => sendMail(passwordChangedMail(coop, member.email, member.firstName, portalUrlFor(coop)), coop.displayName), 'password-changed');
  return { success: true, message: MESSAGES.passwordResetDone };
}

async function signedInMember(memberId: string): Promise<MemberRecord> {
  const member = await getMember(memberId);
  if (!member) throw unauthorized(MESSAGES.pleaseLogin);
  return member;
}

export async function getAccount(memberId: string) {
  const member = await signedInMember(memberId);
  const deals = await listSavings(memberId);
  const total = Math.round(deals.reduce((sum, d) => sum + d.dollarvalue, 0) * 100) / 100;
  return {
    success: true as const,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    zip: member.zip,
    dob: member.dob,
    cellPhone: member.cellPhone,
    signupDate: member.signupDate,
    gender: member.gender,
    lastLogin: member.lastLogin,
    optout: member.optout,
    latestzip: member.latestzip,
    deals,
    total,
  };
}

export async function saveAccount(memberId: string, changes: AccountChanges) {
  const member = await signedInMember(memberId);
  try {
    // A form without a ZIP keeps the one on file.
    await updateAccount(member, { ...changes, zip: changes.zip || member.zip });
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    if (error instanceof StaleWriteError) throw conflict(ACCOUNT_MESSAGES.staleAccount);
    throw error;
  }
  return { success: true, message: MESSAGES.accountSaved };
}

export async function changeMemberPassword(memberId: string, current: string, next: string, confirmation: string, cookies: string[]) {
  if (next !== confirmation) throw badRequest(MESSAGES.newPasswordMismatch);
  const weak = passwordProblem(next, MESSAGES.passwordRule);
  if (weak) throw badRequest(weak);
  await consume(LIMIT_RULES.changePasswordMember, memberId);
  const member = await signedInMember(memberId);
  if (!member.passwordHash || !(await verifyPassword(current, member.passwordHash))) throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword);
  if (!(await writePassword(memberId, member.passwordHash, await hashPassword(next), new Date()))) throw conflict(ACCOUNT_MESSAGES.staleAccount);
  await endAllSessions(memberId);
  cookies.push(...clearedCookies());
  const coop = await coopOf(member.plid);
  await mail(() => sendMail(passwordChangedMail(coop, member.email, member.firstName, portalUrlFor(coop)), coop.displayName), 'password-changed');
  return { success: true, message: MESSAGES.passwordChanged };
}

