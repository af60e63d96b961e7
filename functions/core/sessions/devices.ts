import { DEVICE_COOKIE } from '#shared/constants.js';
import { getDevice, putDevice } from '#functions/db/devices-repo.js';
import { cookie } from './sessions.js';
import { newToken, sha256 } from '#functions/model/tokens.js';

// OWASP's device cookies (Slow Down Online Guessing Attacks with Device Cookies): a successful
// login gives the browser a 256-bit random token, stored only as its SHA-256 and bound to the
// account. A login that presents it for that account has a budget of its own and skips the
// account's queue, so guesses from elsewhere cannot keep the owner's own browser out.

export const DEVICE_POLICY = { lifetimeSeconds: 180 * 24 * 60 * 60 } as const;

/** HttpOnly and Lax like the session cookie; never cleared by logout (it is not a session). */
export const deviceCookie = (token: string) => cookie(DEVICE_COOKIE, token, DEVICE_POLICY.lifetimeSeconds, true, 'Lax');

/** The token's hash when the cookie names a live device of this account; undefined otherwise. */
export async function trustedDevice(
  token: string | undefined,
  account: string,
  now = Date.now(),
): Promise<string | undefined> {
  // Tokens are 43 base64url characters; anything else cannot be one, so skip the read.
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const hash = sha256(token);
  const device = await getDevice(hash);
  return device && device.account === account && device.expiresAt > Math.floor(now / 1000) ? hash : undefined;
}

/** A new device of the account; answers the Set-Cookie value. */
export async function issueDevice(account: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await putDevice(sha256(token), { account, expiresAt: Math.floor(now / 1000) + DEVICE_POLICY.lifetimeSeconds });
  return deviceCookie(token);
}
