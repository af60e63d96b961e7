import { beforeAll, describe, expect, it } from 'vitest';
import { listContactMessages } from '#functions/db/contact-repo.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { Client, mailsTo, signedUpMember, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// outside/contactform through the portal's HTTP API on DynamoDB Local and the SES emulator: the
// message is stored with its co-op (and member) and mailed to that co-op's staff address.

beforeAll(() => useLocalAws());

const messageFor = (tag: string, text = 'Is there a member meeting in May?\n<b>not markup</b>') => ({
  fullName: 'Casey Contact',
  email: uniqueEmail(tag),
  message: text,
});

describe('outside/contactform', () => {
  it("stores a visitor's message for the co-op of the key and mails it to that co-op's staff", async () => {
    const message = messageFor('contact-visitor');
    const res = await new Client().post('outside/contactform', { key: '417', credentials: '', message });
    expect(res.json).toEqual({ success: true, message: CONTACT_MESSAGES.contactThanks });
    expect((await listContactMessages(417)).filter((m) => m.email === message.email)).toEqual([
      expect.objectContaining({ ...message, plid: 417, memberId: null, sentTo: 'help@riverbend.example' }),
    ]);
    expect((await listContactMessages(323)).filter((m) => m.email === message.email)).toEqual([]);
    const mails = (await mailsTo('help@riverbend.example')).filter((m) => m.body.text.includes(message.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Contact form: message from Casey Contact');
    expect(mails[0]!.body.text).toContain('Member account: not signed in');
    // What the sender typed is text in the staff's mail, never markup.
    expect(mails[0]!.body.html).toContain('&lt;b&gt;not markup&lt;/b&gt;');
    expect(mails[0]!.body.html).not.toContain('<b>not markup</b>');
  });

  it('a member writes to their own co-op, whatever key the page sends, and the message names them', async () => {
    const { client, email } = await signedUpMember('contact-member');
    const message = messageFor('contact-member');
    const res = await client.post('outside/contactform', { key: '417', message });
    expect(res.status, res.text).toBe(200);
    const stored = (await listContactMessages(323)).filter((m) => m.email === message.email);
    expect(stored).toEqual([expect.objectContaining({ plid: 323, sentTo: 'members@prairiesky.example' })]);
    expect(stored[0]!.memberId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = (await mailsTo('members@prairiesky.example')).find((m) => m.body.text.includes(message.email));
    expect(mail?.body.text).toContain(`Member account: ${email.toLowerCase()}`);
  });

  it(`takes ${LIMIT_RULES.contactIp.max} messages an hour from one address, then says when to try again and stores no more`, async () => {
    const client = new Client();
    const message = messageFor('contact-limit');
    for (let i = 0; i < LIMIT_RULES.contactIp.max; i++)
      expect((await client.post('outside/contactform', { key: '323', message })).status).toBe(200);
    const over = await client.post('outside/contactform', { key: '323', message });
    expect(over).toMatchObject({
      status: 429,
      json: {
        success: false,
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ (minutes?|seconds?)/),
      },
    });
    expect((await listContactMessages(323)).filter((m) => m.email === message.email)).toHaveLength(
      LIMIT_RULES.contactIp.max,
    );
    // Another address is not held back.
    expect((await new Client().post('outside/contactform', { key: '323', message })).status).toBe(200);
  });
});
