import { LIMIT_RULES } from '#shared/rate-limits.js';
import { log } from '#functions/model/log.js';
import { withCookies, type WithCookies } from '#functions/model/reply.js';
import { clearLoginThrottle, consume, giveBack, reset, throttleLogin } from '../security/rate-limit.js';
import { issueDevice, trustedDevice } from '../sessions/devices.js';

// The limits every way of signing in shares (the password, a passkey; ADR 0076, ADR 0091). A
// browser with its device cookie for this account (OWASP device cookies) has only its own: 10
// failures per device, no queue and no address limits, so the owner's own browser gets in however
// many guesses come from elsewhere, from the same office or carrier NAT address too. Any other
// browser: 50 failures per IP (a success gives its count back); 10 per (account, IP) pair, so one
// address guessing cannot lock the account for everyone else; then the per-account queue
// (throttleLogin), which slows guessing from many addresses to one try per 30 s at most. A success
// clears the pair and the queue; a browser without the account's device cookie gets one.

export interface LoginAttempt {
  account: string;
  ip: string;
  now: number;
  /** The hash of the browser's device cookie when it is a live one of this account. */
  device?: string;
}

/** Counts one sign-in attempt on the account before any secret is checked; throws 429 past a limit. */
export async function countLoginAttempt(
  account: string,
  ip: string,
  now: number,
  deviceToken: string | undefined,
): Promise<LoginAttempt> {
  // The device is looked at first: a neighbour's guesses must not spend the owner's way in. Only
  // a login that succeeded from this browser made its cookie, so it is no way around the address
  // limits for a guesser, and its own budget bounds guessing with a stolen one.
  const device = await trustedDevice(deviceToken, account, now);
  if (device) await consume(LIMIT_RULES.loginDevice, device, now);
  else {
    await consume(LIMIT_RULES.loginIp, ip, now);
    await consume(LIMIT_RULES.loginPair, `${account}|${ip}`, now);
    await throttleLogin(account, now);
  }
  return { account, ip, now, ...(device ? { device } : {}) };
}

/**
 * The attempt succeeded. The per-address limit is on failures: many members behind one carrier
 * NAT or office address can all sign in. A device sign-in counted on none of the others, and
 * leaves the queue as it is: guesses from elsewhere may go on.
 */
export async function loginSucceeded({ account, ip, now, device }: LoginAttempt): Promise<void> {
  await Promise.all(
    device
      ? [giveBack(LIMIT_RULES.loginDevice, device, now)]
      : [
          giveBack(LIMIT_RULES.loginIp, ip, now),
          reset(LIMIT_RULES.loginPair, `${account}|${ip}`, now),
          clearLoginThrottle(account, now),
        ],
  );
}

/** The signed-in answer with a device cookie added when the browser had none for this account. */
export async function withNewDevice<T>(result: WithCookies<T>, attempt: LoginAttempt): Promise<WithCookies<T>> {
  if (attempt.device) return result;
  // The member is signed in either way: without the cookie this browser just stays in the queue.
  const set = await issueDevice(attempt.account, attempt.now).catch((error: Error) =>
    log('error', 'device cookie not issued', { error: error.message }),
  );
  return set ? withCookies(result.body, [...result.cookies, set]) : result;
}
