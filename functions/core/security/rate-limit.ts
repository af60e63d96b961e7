import { tooManyRequests } from '../../lib/errors.js';
import { claimSlot, clearCounter, incrementCounter } from '../../db/rate-limits-repo.js';

// Fixed-window limits counted in DynamoDB. Each attempt is counted before the work is done, so
// parallel attempts cannot slip past the limit together.

export interface LimitRule {
  action: string;
  max: number;
  windowSeconds: number;
}

export const LIMIT_RULES = {
  /** Login attempts per (account, source address) pair: the pair is refused, nobody else is (a success clears it). */
  loginPair: { action: 'login-pair', max: 10, windowSeconds: 15 * 60 },
  loginIp: { action: 'login-ip', max: 50, windowSeconds: 15 * 60 },
  registerIp: { action: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  recoverIp: { action: 'recover-ip', max: 10, windowSeconds: 60 * 60 },
  /** Emails sent to one address per hour, whatever the IP. */
  recoverEmail: { action: 'recover-email', max: 3, windowSeconds: 60 * 60 },
  linkIp: { action: 'link-ip', max: 30, windowSeconds: 15 * 60 },
  changePasswordMember: { action: 'change-password', max: 10, windowSeconds: 15 * 60 },
  /** Email change requests (each checks the password and sends two emails) per member. */
  emailChangeMember: { action: 'email-change', max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/**
 * Per account, whatever the address: the first `free` attempts since the last success (within
 * the window) go straight through; after that, attempts are taken one at a time, each holding
 * the account for a delay that doubles up to `maxDelaySeconds`. An attacker spread over many
 * addresses gets about one guess per 30 seconds; the owner waits at most that long, never 15 min.
 */
export const LOGIN_DELAY = { action: 'login-account', windowSeconds: 15 * 60, free: 5, firstDelaySeconds: 2, maxDelaySeconds: 30 } as const;

/** How long the n-th attempt (1-based, since the last success) holds the account. */
export function loginDelaySeconds(attempt: number): number {
  if (attempt <= LOGIN_DELAY.free) return 0;
  return Math.min(LOGIN_DELAY.maxDelaySeconds, LOGIN_DELAY.firstDelaySeconds * 2 ** (attempt - LOGIN_DELAY.free - 1));
}

export function tooManyMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

const windowOf = (windowSeconds: number, now: number) => Math.floor(now / 1000 / windowSeconds) * windowSeconds;

/** Counts one attempt; throws a 429 with the wait once the window's limit is passed. */
export async function consume(rule: LimitRule, subject: string, now = Date.now()): Promise<void> {
  const start = windowOf(rule.windowSeconds, now);
  const end = start + rule.windowSeconds;
  const count = await incrementCounter(rule.action, subject, start, end);
  if (count > rule.max) {
    const wait = end - Math.floor(now / 1000);
    throw tooManyRequests(tooManyMessage(wait), wait);
  }
}

export async function reset(rule: Pick<LimitRule, 'action' | 'windowSeconds'>, subject: string, now = Date.now()): Promise<void> {
  await clearCounter(rule.action, subject, windowOf(rule.windowSeconds, now));
}

/**
 * Counts one login attempt on the account and, past the free ones, claims the account's next
 * slot; throws a 429 with the seconds left when another attempt holds it. Counted before the
 * password is checked, so parallel attempts queue like sequential ones.
 */
export async function throttleLogin(account: string, now = Date.now()): Promise<void> {
  const start = windowOf(LOGIN_DELAY.windowSeconds, now);
  const attempt = await incrementCounter(LOGIN_DELAY.action, account, start, start + LOGIN_DELAY.windowSeconds);
  const delay = loginDelaySeconds(attempt);
  if (delay === 0) return;
  const slot = await claimSlot(LOGIN_DELAY.action, account, start, now, now + delay * 1000);
  if (!slot.claimed) {
    const wait = Math.max(1, Math.ceil((slot.nextAt - now) / 1000));
    throw tooManyRequests(tooManyMessage(wait), wait);
  }
}

export async function clearLoginThrottle(account: string, now = Date.now()): Promise<void> {
  await reset(LOGIN_DELAY, account, now);
}
