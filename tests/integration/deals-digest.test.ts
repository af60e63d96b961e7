import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDealsDigest } from '#functions/core/digest/deals-digest.js';
import { Client, mailsTo, sendRaw, signedUpMember, type StoredMail, useLocalAws } from '../support/live-env.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// The monthly deals digest (`npm run digest`) against the local portal: it reaches opted-in
// members only, lists live deals near their ZIP, and carries RFC 8058's one-click unsubscribe,
// which a mail provider's POST uses once; a GET changes nothing; account mail has no such header.

beforeAll(() => useLocalAws());

const DIGEST_SUBJECT = /^Your Prairie Sky Electric member deals near 66044$/;
const header = (mail: StoredMail, name: string) =>
  mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** A signed-up member of Prairie Sky who chose "Send me emails about savings" in My Account. */
async function optedInMember(tag: string) {
  const m = await signedUpMember(tag);
  const data = { firstName: 'Dee', lastName: 'Saver', email: m.email, zip: '66044', optout: 0 };
  const saved = await m.client.post('b2c/saveaccountchanges', { data });
  if (saved.status !== 200) throw new Error(saved.text);
  return m;
}

const optoutOf = async (client: Client) => (await client.post('b2c/account', {})).json.optout;

/** The mail provider's one-click POST (RFC 8058) to the List-Unsubscribe address: no Origin, no cookie, no CSRF header. */
function oneClickPost(target: string, body = 'List-Unsubscribe=One-Click') {
  const url = new URL(target);
  return new Client(undefined, url.host).post(`outside/unsubscribe${url.search}`, body, {
    'content-type': 'application/x-www-form-urlencoded',
  });
}

describe('the monthly deals digest', () => {
  let member: Awaited<ReturnType<typeof optedInMember>>;
  let digest: StoredMail;
  let oneClick: string;

  beforeAll(async () => {
    member = await optedInMember('digest');
    const report = await sendDealsDigest(323);
    expect(report.sent).toBeGreaterThan(0);
    const mails = (await mailsTo(member.email)).filter((m) => DIGEST_SUBJECT.test(m.subject));
    expect(mails).toHaveLength(1);
    digest = mails[0]!;
    oneClick = /^<(.+)>$/.exec(header(digest, 'List-Unsubscribe') ?? '')?.[1] ?? '';
  });

  it('lists live deals near the member, with the List-Unsubscribe pair of RFC 8058', async () => {
    expect(digest.body.text).toMatch(/Hello Dee, here are local businesses near you/);
    // Each deal says where it is: its distance, or "in ZIP" when it is in the member's own ZIP
    // (other live files' businesses in 66044 can fill the nearest places).
    expect(digest.body.text).toMatch(/ · (in ZIP \d{5}|[\d.]+ miles? away)\n/);
    expect(digest.body.text).toMatch(/\/b2c\/clocaldeals\?search=/);
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClick).toMatch(/^http:\/\/[^/]+\/api\/outside\/unsubscribe\?key1=[0-9a-f-]{36}&key2=[A-Za-z0-9_-]{43}$/);
    // The footer's link for people opens the page that asks first.
    expect(digest.body.text).toMatch(
      /Unsubscribe from this monthly email: http:\/\/[^/]+\/unsubscribe\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/,
    );
  });

  it('account mail carries no unsubscribe header', async () => {
    const welcome = (await mailsTo(member.email)).find((m) => /^Welcome to /.test(m.subject));
    expect(welcome).toBeDefined();
    expect(welcome!.headers ?? []).toEqual([]);
  });

  it('reaches no member who chose no emails', async () => {
    const quiet = await signedUpMember('digest-quiet');
    await sendDealsDigest(323);
    expect((await mailsTo(quiet.email)).filter((m) => DIGEST_SUBJECT.test(m.subject))).toEqual([]);
  });

  it('arbitrary one-click requests (any form body, any keys) answer a clear 4xx and change nothing', async () => {
    const url = new URL(oneClick);
    const key = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constant(url.searchParams.get('key1')!),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    );
    const bodies = fc.oneof(fc.string({ maxLength: 80 }), fc.constant('List-Unsubscribe=One-Click'));
    const types = fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=b', 'text/plain');
    await fc.assert(
      fc.asyncProperty(key, key, bodies, types, async (key1, key2, body, type) => {
        const query = new URLSearchParams({ key1, key2 });
        const res = await new Client(undefined, url.host).post(`outside/unsubscribe?${query}`, body, {
          'content-type': type,
        });
        expect([400, 415], res.text).toContain(res.status);
        expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
      }),
      { numRuns: 40 },
    );
    expect(await optoutOf(member.client)).toBe(0);
  });

  it('a GET of the one-click address changes nothing; the POST unsubscribes once, and My Account shows it', async () => {
    const url = new URL(oneClick);
    const get = await sendRaw(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`,
    );
    expect(get.status).toBe(405);
    expect(await optoutOf(member.client)).toBe(0);

    // A body that is not the one-click form is refused and changes nothing.
    expect(await oneClickPost(oneClick, 'List-Unsubscribe=Maybe')).toMatchObject({
      status: 400,
      json: { message: ACCOUNT_MESSAGES.oneClickOnly },
    });
    expect(await optoutOf(member.client)).toBe(0);

    // Mail providers retry: of parallel POSTs of one link exactly one uses it.
    const replies = await Promise.all(Array.from({ length: 4 }, () => oneClickPost(oneClick)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(replies.find((r) => r.status === 200)!.json).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.unsubscribed.replace('{coop}', 'Prairie Sky Electric'),
    });
    expect(replies.filter((r) => r.status === 400).map((r) => r.json.message)).toEqual(
      Array(3).fill(ACCOUNT_MESSAGES.unsubscribeInvalid),
    );
    expect(await optoutOf(member.client)).toBe(1);

    // Unsubscribed, the member gets no further digest.
    const digests = async () => (await mailsTo(member.email)).filter((m) => DIGEST_SUBJECT.test(m.subject)).length;
    const before = await digests();
    await sendDealsDigest(323);
    expect(await digests()).toBe(before);
  });

  it('a forged key is refused with a clear message', async () => {
    const forged = new URL(oneClick);
    forged.searchParams.set('key2', 'B'.repeat(43));
    expect(await oneClickPost(forged.href)).toMatchObject({
      status: 400,
      json: { success: false, message: ACCOUNT_MESSAGES.unsubscribeInvalid },
    });
  });
});
