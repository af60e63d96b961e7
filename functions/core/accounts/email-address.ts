import { toASCII } from 'tr46';
import { PATTERNS } from '../../../shared/constants.js';

// One spelling per mailbox: every email that becomes a key or is stored goes through
// normalizeEmail first, so `victim@\u212Amail.example` (Kelvin sign) and `victim@kmail.example`
// are the same account, and an IDN domain is kept in its ASCII (punycode) form, as SES sends it.

/** An email in its one stored spelling; only normalizeEmail makes one (keys.memberEmail takes only these). */
export type NormalEmail = string & { readonly __normalEmail: unique symbol };

/** RFC 5321's limit on a whole address. */
const MAX_LENGTH = 254;

/**
 * Unicode NFKC, lower case, and the domain through UTS #46 (tr46, non-transitional, STD3 rules,
 * DNS lengths). Undefined when the result is not an address: callers answer "invalid email".
 */
export function normalizeEmail(raw: string): NormalEmail | undefined {
  const folded = raw.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
  const at = folded.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = folded.slice(0, at);
  const domain = toASCII(folded.slice(at + 1), {
    useSTD3ASCIIRules: true,
    checkHyphens: true,
    checkBidi: true,
    checkJoiners: true,
    verifyDNSLength: true,
    transitionalProcessing: false,
  });
  if (!domain) return undefined;
  const address = `${local}@${domain}`;
  if (address.length > MAX_LENGTH || !PATTERNS.email.test(address)) return undefined;
  return address as NormalEmail;
}
