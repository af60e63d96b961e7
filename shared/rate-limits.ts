// Every rate limit of the portal and the answer past one. The layers that enforce them read them
// from here: the API's own counted limits (functions/core/security/rate-limit.ts), the edge's
// per-IP rules (AWS WAF, infra/lib/web-acl.ts) and API Gateway's throttles
// (infra/stacks/api-stack.ts). They are sized against each other (the WAF limits under the
// throttles), which only reads true with all the numbers side by side.

/** "Too many attempts" with the wait, in seconds under a minute, else in whole minutes. */
export function tooManyMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

// --- the API's limits, counted in DynamoDB per subject (an address, an account, a member...) ---

export interface LimitRule {
  /** The counter's name (part of its key): a rule's counts are its own. */
  action: string;
  max: number;
  windowSeconds: number;
}

export const LIMIT_RULES = {
  /**
   * Login attempts per (account, source address) pair: the pair is refused, nobody else is (a
   * success clears it). Not counted for a browser with its device cookie (loginDevice).
   */
  loginPair: { action: 'login-pair', max: 10, windowSeconds: 15 * 60 },
  /**
   * Failed logins per device cookie, for a browser that presents a live one of the account: its
   * own budget, in place of the account's queue and the address limits (a success gives its
   * count back).
   */
  loginDevice: { action: 'login-device', max: 10, windowSeconds: 15 * 60 },
  /**
   * Failed logins per source address: a success gives its count back (see `giveBack`). Not
   * counted for a browser with its device cookie (loginDevice), so guesses from a shared address
   * cannot keep the owner's own browser out.
   */
  loginIp: { action: 'login-ip', max: 50, windowSeconds: 15 * 60 },
  /**
   * Passkey sign-in challenges minted per source address (each is an item that lives 5 minutes);
   * the sign-in itself is counted as a login (loginIp, loginPair, the account's queue, loginDevice).
   */
  passkeyOptionsIp: { action: 'passkey-options-ip', max: 100, windowSeconds: 15 * 60 },
  /** Passkey ceremonies a signed-in member starts (adding one): a few a day is plenty. */
  passkeyAddMember: { action: 'passkey-add', max: 20, windowSeconds: 60 * 60 },
  /**
   * Staff's second step (ADR 0090): wrong codes per account, as the password's per-device budget
   * (a success gives its count back). Past it the account waits for the window, from any session.
   */
  secondStepMember: { action: 'second-step', max: 10, windowSeconds: 15 * 60 },
  registerIp: { action: 'register-ip', max: 10, windowSeconds: 60 * 60 },
  recoverIp: { action: 'recover-ip', max: 10, windowSeconds: 60 * 60 },
  /** Emails sent to one address per hour, whatever the IP. */
  recoverEmail: { action: 'recover-email', max: 3, windowSeconds: 60 * 60 },
  linkIp: { action: 'link-ip', max: 30, windowSeconds: 15 * 60 },
  changePasswordMember: { action: 'change-password', max: 10, windowSeconds: 15 * 60 },
  /** Email change requests (each checks the password and sends two emails) per member. */
  emailChangeMember: { action: 'email-change', max: 5, windowSeconds: 60 * 60 },
  /**
   * Addresses a co-op's staff may invite a day (each import row that gets as far as inviting,
   * registered or not): the 10,000-member file the import is built for goes in twice (a re-run
   * after an interruption counts its rows again), while the import cannot serve to test long
   * lists of addresses or to send mail in bulk.
   */
  inviteCoop: { action: 'invite-coop', max: 20_000, windowSeconds: 24 * 60 * 60 },
  /** Each contact message emails the co-op's staff: one address cannot flood them. */
  contactIp: { action: 'contact-ip', max: 5, windowSeconds: 60 * 60 },
  /** Each insurance lead emails the co-op's staff: a member (or a script with their session) cannot flood them. */
  insuranceLeadMember: { action: 'insurance-lead', max: 10, windowSeconds: 60 * 60 },
  /**
   * Deal reports a member sends (ADR 0096): each reaches the co-op's staff and emails the business,
   * so one member (or a script with their session) cannot flood either.
   */
  dealReportMember: { action: 'deal-report', max: 5, windowSeconds: 60 * 60 },
  /** Newsletter subscriptions from one source address, as the contact form; answered 429. */
  newsletterIp: { action: 'newsletter-ip', max: 5, windowSeconds: 60 * 60 },
  /** Newsletter mails to one address of one co-op, whatever the source: past it, nothing is sent, and the answer is the same. */
  newsletterEmail: { action: 'newsletter-email', max: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, LimitRule>;

/**
 * Per account, for browsers without the account's device cookie, whatever the address: the first
 * `free` attempts since the last success (within the window) go straight through; after that,
 * attempts are taken one at a time, each holding the account for a delay that doubles up to
 * `maxDelaySeconds`. An attacker spread over many addresses gets about one guess per 30 seconds;
 * the owner waits at most that long. Only attempts that reach the password check count, and at
 * most `maxPerWindow` do per window: past that, such browsers wait for the window's end, which no
 * number of further attempts moves (the hold is capped at the window). The owner's own browser
 * has its device cookie and is never held (LIMIT_RULES.loginDevice).
 */
export const LOGIN_DELAY = {
  action: 'login-account',
  windowSeconds: 15 * 60,
  free: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 30,
  maxPerWindow: 20,
} as const;

// --- the edge and the gateway, in front of the API ---

/**
 * Requests per IP address in each AWS WAF rule's window; WAF counts over the last `windowSeconds`.
 * Sized against the gateway's shared throttles below: ATTACKER_ADDRESSES addresses, each at its
 * per-IP limit, together stay below a route's (and the stage's) rate, so a botnet of that size
 * cannot hold everyone's sign-ups, resets or logins at 429 (the portal test checks the inequality
 * from these constants).
 */
export const WAF_LIMITS = {
  windowSeconds: 300,
  /** Routes that set a password (sign-up, activation, resets, change): a person needs one or two. 10 is WAF's least. */
  passwordSetPerIp: 10,
  /** Routes that check a password (login, account changes): an office or carrier NAT shares an address. */
  passwordVerifyPerIp: 50,
  /** Any /api call: a page makes a handful, so this only catches scripted floods. */
  apiPerIp: 1000,
} as const;

/** The attacker the limits are sized for: this many addresses, each sending at its per-IP limit. */
export const ATTACKER_ADDRESSES = 100;

/** An API Gateway throttle: requests per second, and the burst it absorbs above that. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/**
 * The whole stage: API Gateway answers 429 beyond it, for everyone. Above what WAF lets
 * ATTACKER_ADDRESSES addresses send; a call that does not hash takes about 0.1 s, so this is
 * about 50 functions at once.
 */
export const STAGE_THROTTLE: Throttle = { rateLimit: 500, burstLimit: 1000 };

/**
 * Routes that run scrypt (`password` in the route table) get their own, lower limits: a hash is
 * about a second of a 512 MB function, so a route's concurrency stays near rate x 1 s (bursts
 * included, well under 100 for all of them together) and a flood of logins cannot take the
 * account's Lambda concurrency from every other route. 'set' routes (sign-up, resets, changes)
 * also estimate strength and are rarer than logins.
 */
export const PASSWORD_ROUTE_THROTTLE: Record<'verify' | 'set', Throttle> = {
  verify: { rateLimit: 20, burstLimit: 40 },
  set: { rateLimit: 5, burstLimit: 10 },
};
