import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalEmail } from '#functions/model/email-address.js';
import { getSubscription } from '#functions/db/newsletter-repo.js';
import { Client, lastMailTo, linkIn, mailsTo, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

// The b2b shell's newsletter through the portal's HTTP API on DynamoDB Local and the SES
// emulator: subscribe, the confirmation mail, its link used once, the stored subscription, and the
// same answer for every address.

beforeAll(() => useLocalAws());

const sent = { success: true, message: NEWSLETTER_MESSAGES.newsletterSent };
const keysOf = (link: string) => {
  const [, key1, key2] = /\/newsletter\/([^/]+)\/([^/\s]+)$/.exec(link)!;
  return { key1: key1!, key2: key2! };
};

describe('the newsletter, double opt-in', () => {
  it('subscribes, mails a link that confirms once, and stores the subscription confirmed', async () => {
    const email = uniqueEmail('newsletter');
    const res = await new Client().post('outside/subscribenewsletter', { key: '323', email });
    expect(res.json).toEqual(sent);
    expect(await getSubscription(323, email as NormalEmail)).toMatchObject({ status: 'pending', plid: 323, email });

    const mail = await lastMailTo(email, /^Confirm your subscription to the Prairie Sky Electric newsletter$/);
    const link = linkIn(mail, /https?:\/\/\S+\/newsletter\/323\/[A-Za-z0-9_-]{43}/);
    expect(link).toMatch(/^http:\/\/prairiesky\.localhost:\d+\/newsletter\/323\//);
    const keys = keysOf(link);

    const confirm = await new Client().post('outside/confirmnewsletter', keys);
    expect(confirm).toMatchObject({
      status: 200,
      json: {
        success: true,
        message: NEWSLETTER_MESSAGES.newsletterConfirmed.replace('{coop}', 'Prairie Sky Electric'),
      },
    });
    const stored = await getSubscription(323, email as NormalEmail);
    expect(stored).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });

    const again = await new Client().post('outside/confirmnewsletter', keys);
    expect(again).toMatchObject({
      status: 400,
      json: { success: false, message: NEWSLETTER_MESSAGES.newsletterLinkUsed },
    });
    expect(await getSubscription(323, email as NormalEmail)).toEqual(stored);
  });

  it('answers a repeat address the same: a pending one gets a new link, a confirmed one a note and no link', async () => {
    const email = uniqueEmail('newsletter-repeat');
    const client = new Client();
    expect((await client.post('outside/subscribenewsletter', { key: '323', email })).json).toEqual(sent);
    expect((await client.post('outside/subscribenewsletter', { key: '323', email: email.toUpperCase() })).json).toEqual(
      sent,
    );
    const links = (await mailsTo(email)).map((m) => linkIn(m, /https?:\/\/\S+\/newsletter\/323\/[A-Za-z0-9_-]{43}/));
    expect(new Set(links).size).toBe(2);
    expect((await new Client().post('outside/confirmnewsletter', keysOf(links[0]!))).status).toBe(200);

    expect((await client.post('outside/subscribenewsletter', { key: '323', email })).json).toEqual(sent);
    const last = (await mailsTo(email)).at(-1)!;
    expect(last.subject).toBe('You are already subscribed to the Prairie Sky Electric newsletter');
    expect(last.body.text).not.toMatch(/\/newsletter\//);
    expect(await getSubscription(323, email as NormalEmail)).toMatchObject({ status: 'confirmed' });
  });

  it("stores the subscription with the page's co-op", async () => {
    const email = uniqueEmail('newsletter-417');
    expect((await new Client().post('outside/subscribenewsletter', { key: '417', email })).json).toEqual(sent);
    expect(await getSubscription(417, email as NormalEmail)).toMatchObject({ status: 'pending' });
    expect(await getSubscription(323, email as NormalEmail)).toBeUndefined();
    expect((await lastMailTo(email, /Riverbend/)).subject).toBe(
      'Confirm your subscription to the Riverbend Power Co-op newsletter',
    );
  });

  it.each([
    ['no address', '', NEWSLETTER_MESSAGES.newsletterEmailRequired],
    ['an address without a domain', 'reader@example', NEWSLETTER_MESSAGES.newsletterEmailInvalid],
  ])('refuses %s with its message', async (_what, email, message) => {
    const res = await new Client().post('outside/subscribenewsletter', { key: '323', email });
    expect(res).toMatchObject({ status: 400, json: { success: false, message } });
  });

  it('refuses a forged link as not valid', async () => {
    const res = await new Client().post('outside/confirmnewsletter', { key1: '323', key2: 'A'.repeat(43) });
    expect(res).toMatchObject({
      status: 400,
      json: { success: false, message: NEWSLETTER_MESSAGES.newsletterLinkInvalid },
    });
  });
});
