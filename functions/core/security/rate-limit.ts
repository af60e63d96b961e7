import { tooManyRequests } from '../../lib/errors.js';
import { clearCounter, incrementCounter } from '../../db/rate-limits-repo.js';

// Fixed-window limits counted in DynamoDB. Each attempt is counted before the work is done, so
// parallel attempts cannot slip past the limit together.

export interface LimitRule {
  action: string;
  max: number;
  windowSeconds: number;
}

export const LIMIT_RULES = {
  /** Failed logins per account (successful logins clear it). */
  loginAccount: { action: 'login-account', max: 10, windowSeconds: 15 * 60 },
  loginIp: { action: 'login-ip', max: 50, windowSeconds: 15 * 60 },
  registerIp: { action: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  recoverIp: { action: 'recover-ip', max: 10, windowSeconds: 60 * 60 },
  /** Emails sent to one address per hour, whatever the IP. */
  recoverEmail: { action: 'recover-email', max: 3, windowSeconds: 60 * 60 },
  linkIp: { action: 'link-ip', max: 30, windowSeconds: 15 * 60 },
  changePasswordMember: { action: 'change-password', max: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, LimitRule>;

export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

const windowOf = (rule: LimitRule, now: number) => Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;

/** Counts one attempt; throws a 429 with the wait once the window's limit is passed. */
export async function consume(rule: LimitRule, subject: string, now = Date.now()): Promise<void> {
  const start = windowOf(rule, now);
  const end = start + rule.windowSeconds;
  const count = await incrementCounter(rule.action, subject, start, end);
  if (count > rule.max) {
    const wait = end - Math.floor(now / 1000);
    throw tooManyRequests(tooManyMessage(wait), wait);
  }
}

export async function reset(rule: LimitRule, subject: string, now = Date.now()): Promise<void> {
  await clearCounter(rule.action, subject, windowOf(rule, now));
}
