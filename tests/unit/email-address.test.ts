import { toASCII } from 'tr46';
import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '#functions/model/email-address.js';
import { PATTERNS } from '#shared/constants.js';

// normalizeEmail runs UTS #46 on Node's built-in url.domainToASCII (no bundle cost) plus its own
// STD3, hyphen, length and bidi checks. It must agree with the tr46 package it replaced (strict
// options) on every spelling here: the stored key of an account must not change.

const STRICT = {
  useSTD3ASCIIRules: true,
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  verifyDNSLength: true,
  transitionalProcessing: false,
};
function withTr46(raw: string): string | undefined {
  const folded = raw.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
  const at = folded.lastIndexOf('@');
  if (at <= 0) return undefined;
  const domain = toASCII(folded.slice(at + 1), STRICT);
  if (!domain) return undefined;
  const address = `${folded.slice(0, at)}@${domain}`;
  return address.length > 254 || !PATTERNS.email.test(address) ? undefined : address;
}

const DOMAINS: string[] = [
  'kmail.example',
  '\u212Amail.example',
  'Bücher.example',
  'xn--bcher-kva.example',
  'localhost',
  'exa mple.com',
  '-bad-.example',
  'a'.repeat(64) + '.example',
  'a'.repeat(63) + '.example',
  'example..com',
  'ab--cd.example',
  'xn--a.example',
  'a_b.example',
  'faß.de',
  'ＥＸＡＭＰＬＥ.com',
  'ex\u200Dample.com',
  'مثال.إختبار',
  'a‮b.com',
  'xn--ls8h.la',
  '💩.la',
  'ex%41mple.com',
  'example.com.',
  'a/b.com',
  '1.2.3.4',
  '[::1]',
  'x\u00ADy.com',
  'xn--zca.de',
  'xn------.example',
  'xn----.example',
  'é.example',
  'a.b-.c',
  'ａ．ｂ。c',
  'a\u2024b.com',
  'xn--.example',
  'e x',
  'a:b.com',
  'xn--bcher-kva-.example',
  'xn--tda.com',
  'XN--BCHER-KVA.example',
  'ⓐⓑ.com',
  '⑴.com',
  '℀.com',
  'a\\b.com',
  'a\u0338b.com',
  'ab\uFE0F.com',
  'x.y',
  'é-.example',
  '-é.example',
  'ab--é.example',
  'xn--ab--9ca.example',
  'b\u0308.com',
  'ü.com',
  'a\u200Cb.com',
  'א1.com',
  '1א.com',
  'ב.ג',
  'a.ב',
  'ex\u0000.com',
  'ex\t.com',
  'Ⅻ.com',
  'ß.com',
  'ς.com',
  'ǅ.com',
  'a.' + 'b'.repeat(63) + '.' + 'c'.repeat(63) + '.' + 'd'.repeat(63) + '.' + 'e'.repeat(61),
  'x'.repeat(10) + 'ü'.repeat(60) + '.com',
  '\uD800.com',
  'a\uFFFDb.com',
  '中国.cn',
  'ドメイン.テスト',
  'xn--eckwd4c7c.xn--zckzah',
  'xn--ECKWD4C7C.com',
  'a..',
  '.com',
  'com.',
  'under_score.com',
  'ex!ample.com',
  'ex~ample.com',
  '1.ב',
  'ב1.com',
  'ב-1.com',
  'בא.com',
  'a.בא',
  'a1.בא',
  'مثال1.com',
  'مثال١.com',
  '١مثال.com',
  'مثال١2.com',
  'abc.مثال',
  'ab-.مثال',
  'בּ.com',
  'aב.com',
  'בa.com',
  'a\u0300.ב',
  'ß.ב',
  '9a.ב',
  'a9.ב',
  'ــ.com',
  'ދިވެހި.com',
  'ߒߞߏ.com',
  'a.b.c.d.ב',
];

describe('email domains without tr46', () => {
  it('normalises every domain as tr46 (UTS #46, strict) did, accepting and refusing the same ones', () => {
    const accepted = DOMAINS.filter((d) => withTr46(`ann@${d}`) !== undefined);
    expect(accepted.length).toBeGreaterThan(20);
    expect(accepted.length).toBeLessThan(DOMAINS.length - 20);
    for (const d of DOMAINS) expect(normalizeEmail(`Ann@${d}`), d).toBe(withTr46(`Ann@${d}`));
  });
});
