import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PATTERNS } from '#shared/constants.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// scrypt with N=2^17, r=8, p=1 (OWASP's recommendation), parameters stored with each hash so
// they can be raised later without breaking old hashes: scrypt$<log2 N>$<r>$<p>$<salt>$<hash>.

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** log2 N for new hashes: 17 everywhere but the live tests' portal (setNewHashLogN). */
let newHashLogN = PARAMS.logN;

/**
 * The live tests' portal (infra/local/portal.ts, option passwordHashLogN) hashes new passwords at
 * 14, eight times cheaper, for its hundreds of sign-ups and logins on two cores; a stored hash
 * keeps its own cost, so every hash verifies anywhere. Nothing below 14 or above 20.
 */
export function setNewHashLogN(logN: number): void {
  if (!Number.isInteger(logN) || logN < 14 || logN > 20) throw new Error(`scrypt log2 N ${logN} is outside 14 to 20`);
  newHashLogN = logN;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const logN = newHashLogN;
  const hash = await derive(password, salt, logN, PARAMS.r, PARAMS.p);
  return ['scrypt', logN, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A stored hash to compare against when the account does not exist (at today's cost), so timing tells nothing. */
const dummy = () => `scrypt$${newHashLogN}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = (stored ?? dummy()).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return stored !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * zxcvbn's score 0 to 4 (guesses under 10^3, 10^6, 10^8, 10^10, above). 3 means at least 10^8
 * guesses: far beyond what the login throttle lets anyone try online (about one guess per
 * 30 seconds per account), and days of GPU time per hash against scrypt N=2^17 offline. 4 would
 * refuse many memorable passwords that fit the spec's 30-character cap.
 */
export const MIN_PASSWORD_SCORE = 3;

type Estimate = (password: string, userInputs: string[]) => number;
let estimator: Promise<Estimate> | undefined;

/**
 * zxcvbn-ts and its dictionaries (about 1.5 MB) load on the first check, only in the routes that
 * set a password; nothing imports them statically, so other bundles and the web app stay small.
 */
function loadEstimator(): Promise<Estimate> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    // No Levenshtein matching: it costs about 300 ms a check and the dictionaries catch l33t anyway.
    const zxcvbn = new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs).score;
  })();
  // A failed load is tried again on the next call rather than cached.
  estimator.catch(() => (estimator = undefined));
  return estimator;
}

/** Words a guesser would try first for this member: their names, their email's parts, the co-op's name. */
export interface PasswordContext {
  firstName?: string;
  lastName?: string;
  email?: string;
  coopNames?: string[];
}

function userInputs(context: PasswordContext): string[] {
  const texts = [context.firstName, context.lastName, context.email, ...(context.coopNames ?? [])].filter(
    (t): t is string => Boolean(t),
  );
  const words = texts.flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const local = context.email?.toLowerCase().split('@')[0];
  return [...new Set([...words, ...(local ? [local] : [])])];
}

/** The spec's rule alone, checked before any work (and before rate limits count the attempt). */
export const fitsPasswordRule = (password: string) => PATTERNS.password.test(password);

/**
 * The spec's rule first (with the message the calling screen shows), then the strength
 * estimate; undefined when the password is acceptable, else the message to show.
 */
export async function passwordProblem(
  password: string,
  ruleMessage: string,
  context: PasswordContext = {},
): Promise<string | undefined> {
  if (!fitsPasswordRule(password)) return ruleMessage;
  const score = (await loadEstimator())(password, userInputs(context));
  return score < MIN_PASSWORD_SCORE ? ACCOUNT_MESSAGES.passwordTooWeak : undefined;
}
