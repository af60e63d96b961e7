import { domainToASCII, domainToUnicode } from 'node:url';
import { PATTERNS } from '#shared/constants.js';

// One spelling per mailbox: every email that becomes a key or is stored goes through
// normalizeEmail first, so `victim@\u212Amail.example` (Kelvin sign) and `victim@kmail.example`
// are the same account, and an IDN domain is kept in its ASCII (punycode) form, as SES sends it.
//
// UTS #46 comes from Node's own ICU (url.domainToASCII: non-transitional, CheckBidi and
// CheckJoiners on) rather than the tr46 package, whose mapping table was 243 kB of every account
// route's bundle. domainToASCII is a URL host parser and skips STD3, hyphen and DNS length rules,
// so the domain is first limited to letters, digits, dots, hyphens and non-ASCII (no '%', '/',
// ':' or '[' for the host parser to read), and those rules are checked on its result. Its IDNA
// code (ada) skips the Bidi rule (RFC 5893) too, so that is checked here, with bidi classes taken
// from scripts and categories (JavaScript regexes have no Bidi_Class).

/** An email in its one stored spelling; only normalizeEmail makes one (keys.memberEmail takes only these). */
export type NormalEmail = string & { readonly __normalEmail: unique symbol };

/** RFC 5321's limit on a whole address. */
const MAX_LENGTH = 254;
/** DNS: 63 octets a label, 253 a name (no trailing dot). */
const MAX_LABEL = 63;
const MAX_DOMAIN = 253;

/** STD3 (letters, digits, hyphen) and CheckHyphens: no hyphen first or last, none in places 3 and 4. */
const ldhLabel = (label: string) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label) && label.slice(2, 4) !== '--';

function validLabel(label: string): boolean {
  if (label.length === 0 || label.length > MAX_LABEL) return false;
  if (!label.startsWith('xn--')) return ldhLabel(label);
  // A punycode label must decode to a valid label that encodes back to itself.
  const unicode = domainToUnicode(label);
  if (!unicode || unicode === label || domainToASCII(unicode) !== label) return false;
  return !unicode.startsWith('-') && !unicode.endsWith('-') && unicode.slice(2, 4) !== '--';
}

const RTL =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}\p{Script=Mende_Kikakui}]/u;

type BidiClass = 'L' | 'R' | 'EN' | 'AN' | 'ES' | 'NSM';
function bidiClass(ch: string): BidiClass {
  if (/[\p{Mn}\p{Me}]/u.test(ch)) return 'NSM';
  if (/[0-9\u06f0-\u06f9]/.test(ch)) return 'EN';
  if (/[\u0660-\u0669\u066b\u066c\u08e2]/.test(ch)) return 'AN';
  if (ch === '-') return 'ES';
  return RTL.test(ch) ? 'R' : 'L';
}

/** RFC 5893's six rules, for a name with any right-to-left label (else none apply). */
function bidiOk(labels: string[]): boolean {
  const classes = labels.map((label) => [...label].map(bidiClass));
  if (!classes.some((c) => c.includes('R') || c.includes('AN'))) return true;
  return classes.every((c) => {
    const last = c.filter((k) => k !== 'NSM').at(-1);
    if (c[0] === 'R')
      return (
        c.every((k) => k !== 'L') &&
        (last === 'R' || last === 'EN' || last === 'AN') &&
        !(c.includes('EN') && c.includes('AN'))
      );
    return c[0] === 'L' && c.every((k) => k !== 'R' && k !== 'AN') && (last === 'L' || last === 'EN');
  });
}

/** The domain in UTS #46 ASCII form with STD3, hyphen and DNS length rules; undefined if it breaks one. */
function asciiDomain(domain: string): string | undefined {
  if (/[\x00-\x2c/\x3a-\x60\x7b-\x7f]/.test(domain)) return undefined;
  const ascii = domainToASCII(domain);
  if (!ascii || ascii.length > MAX_DOMAIN) return undefined;
  const labels = ascii.split('.');
  if (!labels.every(validLabel)) return undefined;
  return bidiOk(labels.map((l) => (l.startsWith('xn--') ? domainToUnicode(l) : l))) ? ascii : undefined;
}

/**
 * Unicode NFKC, lower case, and the domain through UTS #46 (non-transitional, STD3 rules,
 * hyphens, bidi, joiners, DNS lengths). Undefined when the result is not an address: callers
 * answer "invalid email".
 */
export function normalizeEmail(raw: string): NormalEmail | undefined {
  const folded = raw.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
  const at = folded.lastIndexOf('@');
  if (at <= 0) return undefined;
  const local = folded.slice(0, at);
  const domain = asciiDomain(folded.slice(at + 1));
  if (!domain) return undefined;
  const address = `${local}@${domain}`;
  if (address.length > MAX_LENGTH || !PATTERNS.email.test(address)) return undefined;
  return address as NormalEmail;
}
