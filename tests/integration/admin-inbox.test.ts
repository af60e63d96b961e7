import { beforeAll, describe, expect, it } from 'vitest';
import { putContactMessage } from '#functions/db/contact-repo.js';
import type { InboxItem } from '#shared/schemas/inbox.js';
import { Client, mailsTo, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Virtual Assistance on the local portal (DynamoDB Local, the SES emulator): pages of 25 cover a
// co-op's messages once each, newest first; a reply reaches the sender's mailbox, stays with the
// message and takes it off the not-answered list.

beforeAll(() => useLocalAws());

async function staff(email = 'staff@prairiesky.example', password = 'Ledger@Compass73') {
  const client = new Client();
  expect((await client.post('outside/login', { email, password })).status).toBe(200);
  return client;
}

async function everyPage(client: Client, view: string): Promise<{ pages: InboxItem[][] }> {
  const pages: InboxItem[][] = [];
  let cursor: string | null = null;
  do {
    const res = await client.post('admin/listinbox', { view, cursor });
    expect(res.status, res.text).toBe(200);
    pages.push(res.json.items as InboxItem[]);
    cursor = res.json.next as string | null;
  } while (cursor);
  return { pages };
}

describe('the admin inbox', () => {
  it('pages through every message once, newest first', async () => {
    const tag = `page-${process.pid}-${Date.now().toString(36)}`;
    for (let i = 0; i < 30; i++) {
      const createdAt = new Date(Date.UTC(2021, 0, 1, 0, 0, i)).toISOString();
      await putContactMessage({
        messageId: `${tag}-${i}`,
        plid: 417,
        memberId: null,
        fullName: `Pager ${i}`,
        email: `${tag}-${i}@example.com`,
        message: `Message ${i}`,
        createdAt,
        sentTo: null,
      });
    }
    const { pages } = await everyPage(await staff('staff@riverbend.example', 'Willow$Ferry64'), 'contact');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Every page but the last is full, and the last is never an empty one.
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(25);
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
    const all = pages.flat();
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect(all.map((i) => i.createdAt)).toEqual([...all.map((i) => i.createdAt)].sort().reverse());
    const mine = all.filter((i) => i.email.startsWith(tag));
    expect(mine.map((i) => i.fromName)).toEqual(Array.from({ length: 30 }, (_, i) => `Pager ${29 - i}`));
  });

  it('answers a visitor’s message by email and keeps the reply with it', async () => {
    const email = uniqueEmail('asker');
    const sent = await new Client().post('outside/contactform', {
      key: '323',
      message: { fullName: 'Ada Asker', email, message: 'Do you sponsor the county fair?' },
    });
    expect(sent.status, sent.text).toBe(200);
    const admin = await staff();
    const fresh = (await everyPage(admin, 'new')).pages.flat().find((i) => i.email === email)!;
    expect(fresh).toMatchObject({
      kind: 'contact',
      fromName: 'Ada Asker',
      message: 'Do you sponsor the county fair?',
      status: 'new',
    });

    const reply = await admin.post('admin/replyinbox', {
      kind: 'contact',
      id: fresh.id,
      text: 'Yes, every August.\nSee you there.',
    });
    expect(reply.json).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.inboxReplySent,
      item: {
        status: 'answered',
        replies: [{ by: 'Sam Staff', to: email, text: 'Yes, every August.\nSee you there.' }],
      },
    });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ subject: 'Re: Contact form' });
    expect(mail!.body.text).toContain('Yes, every August.');
    expect(mail!.body.text).toContain('> Do you sponsor the county fair?');

    expect((await everyPage(admin, 'new')).pages.flat().some((i) => i.email === email)).toBe(false);
    const kept = (await everyPage(admin, 'contact')).pages.flat().find((i) => i.id === fresh.id);
    expect(kept).toMatchObject({ status: 'answered', replies: [{ text: 'Yes, every August.\nSee you there.' }] });

    // The other co-op's staff cannot answer it; read-only staff neither.
    const other = await staff('staff@riverbend.example', 'Willow$Ferry64');
    expect((await other.post('admin/replyinbox', { kind: 'contact', id: fresh.id, text: 'Hi' })).status).toBe(404);
    const viewer = await staff('viewer@prairiesky.example', 'Abacus$Meadow81');
    expect((await viewer.post('admin/replyinbox', { kind: 'contact', id: fresh.id, text: 'Hi' })).json).toMatchObject({
      message: COMMON_MESSAGES.staffReadOnly,
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
