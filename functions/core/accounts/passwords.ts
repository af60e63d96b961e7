import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { PATTERNS } from '../../../shared/constants.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

// scrypt with N=2^17, r=8, p=1 (OWASP's recommendation), parameters stored with each hash so
// they can be raised later without breaking old hashes: scrypt$<log2 N>$<r>$<p>$<salt>$<hash>.

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PARAMS.logN, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.logN, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A stored hash to compare against when the account does not exist, so timing tells nothing. */
const DUMMY = 'scrypt$17$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return stored !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose a different one.';

/** The spec's rule plus the block list; undefined when acceptable, else the message to show. */
export function passwordProblem(password: string, ruleMessage: string): string | undefined {
  if (!PATTERNS.password.test(password)) return ruleMessage;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
