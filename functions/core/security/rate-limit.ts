import { LOGIN_DELAY, tooManyMessage, type LimitRule } from '#shared/rate-limits.js';
import { tooMany } from '#functions/model/errors.js';
import {
  claimSlot,
  clearCounter,
  decrementCounter,
  incrementCounter,
  readCounter,
} from '#functions/db/rate-limits-repo.js';

// Sliding-window limits (their rules in shared/rate-limits.ts) counted in DynamoDB: a window's own
// count plus the previous window's, weighted by how much of it still lies within the last
// `windowSeconds`. A fixed window alone would let twice the limit through in a burst across its end. Each attempt is counted before the
// work is done, so parallel attempts cannot slip past the limit together; a refused one is taken
// back, so hammering does not lengthen the wait.

/** How long the n-th attempt to reach the password check (1-based, since the last success) holds the account. */
export function loginDelaySeconds(attempt: number): number {
  if (attempt <= LOGIN_DELAY.free) return 0;
  return Math.min(LOGIN_DELAY.maxDelaySeconds, LOGIN_DELAY.firstDelaySeconds * 2 ** (attempt - LOGIN_DELAY.free - 1));
}

const windowOf = (windowSeconds: number, now: number) => Math.floor(now / 1000 / windowSeconds) * windowSeconds;

/**
 * Counts one attempt (or `units` of them at once, at most the rule's max, all or none); throws a
 * 429 with the wait once the limit is passed.
 */
export async function consume(rule: LimitRule, subject: string, now = Date.now(), units = 1): Promise<void> {
  const start = windowOf(rule.windowSeconds, now);
  const previousStart = start - rule.windowSeconds;
  // A window's counter is read as the previous one until the end of the window after it.
  const [count, previous] = await Promise.all([
    incrementCounter(rule.action, subject, start, start + 2 * rule.windowSeconds, units),
    readCounter(rule.action, subject, previousStart),
  ]);
  const weight = 1 - (now / 1000 - start) / rule.windowSeconds;
  if (previous * weight + count <= rule.max) return;
  await decrementCounter(rule.action, subject, start, units);
  const wait = secondsUntilAllowed(rule, count - units, previous, start, now, units);
  throw tooMany(tooManyMessage(wait), wait);
}

/** Seconds until `units` more attempts fit (one unless told), given this window's accepted count and the previous one's. */
export function secondsUntilAllowed(
  rule: Pick<LimitRule, 'max' | 'windowSeconds'>,
  count: number,
  previous: number,
  start: number,
  now: number,
  units = 1,
): number {
  const { max, windowSeconds: w } = rule;
  // Still room in this window: wait until enough of the previous one has slid out.
  // Otherwise: wait into the next window until enough of this one has.
  const at =
    count + units <= max
      ? start + w * (1 - (max - units - count) / previous)
      : start + w + w * (1 - (max - units) / count);
  return Math.max(1, Math.ceil(at - now / 1000));
}

/**
 * Takes back an attempt counted at `now` that turned out well, so only failures use the limit up.
 * Counted up front all the same, so parallel failures cannot slip past it.
 */
export async function giveBack(
  rule: Pick<LimitRule, 'action' | 'windowSeconds'>,
  subject: string,
  now: number,
): Promise<void> {
  await decrementCounter(rule.action, subject, windowOf(rule.windowSeconds, now));
}

/** Clears the subject's count (this window and the previous one). */
export async function reset(
  rule: Pick<LimitRule, 'action' | 'windowSeconds'>,
  subject: string,
  now = Date.now(),
): Promise<void> {
  const start = windowOf(rule.windowSeconds, now);
  await Promise.all([
    clearCounter(rule.action, subject, start),
    clearCounter(rule.action, subject, start - rule.windowSeconds),
  ]);
}

/**
 * Counts one login attempt on the account and, past the free ones, claims the account's next
 * slot; throws a 429 with the seconds left when another attempt holds it, or when the window's
 * cap is reached. Counted before the password is checked, so parallel attempts queue like
 * sequential ones; a refused attempt is taken back, so hammering neither advances the delays
 * nor uses up the cap.
 */
export async function throttleLogin(account: string, now = Date.now()): Promise<void> {
  const start = windowOf(LOGIN_DELAY.windowSeconds, now);
  const attempt = await incrementCounter(LOGIN_DELAY.action, account, start, start + LOGIN_DELAY.windowSeconds);
  const refuse = async (untilMs: number) => {
    await decrementCounter(LOGIN_DELAY.action, account, start);
    const wait = Math.max(1, Math.ceil((untilMs - now) / 1000));
    throw tooMany(tooManyMessage(wait), wait);
  };
  if (attempt > LOGIN_DELAY.maxPerWindow) await refuse((start + LOGIN_DELAY.windowSeconds) * 1000);
  const delay = loginDelaySeconds(attempt);
  if (delay === 0) return;
  const slot = await claimSlot(LOGIN_DELAY.action, account, start, now, now + delay * 1000);
  if (!slot.claimed) await refuse(slot.nextAt);
}

export async function clearLoginThrottle(account: string, now = Date.now()): Promise<void> {
  // The queue lives in one fixed window: there is no previous one to clear.
  await clearCounter(LOGIN_DELAY.action, account, windowOf(LOGIN_DELAY.windowSeconds, now));
}
