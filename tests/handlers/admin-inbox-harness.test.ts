import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Virtual Assistance under each route's IAM role: the co-op's contact message and lead (seeded by
// the harness), new ones first; a reply is mailed to the sender, kept with the message and takes it
// off the not-answered list; bad replies and made-up page cursors change nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
const contactId = `${FIXTURE.inboxAt}#${FIXTURE.contactMessageId}`;
const leadId = `${FIXTURE.inboxAt}#${FIXTURE.leadId}`;
const stored = () =>
  harness.tables.get('core', keys.contactMessage(FIXTURE.plid, FIXTURE.inboxAt, FIXTURE.contactMessageId));

beforeEach(async () => {
  await harness.reset();
  harness.actAs('admin');
});

describe('the co-op inbox', () => {
  it('lists what is not answered yet, every kind, with a lead’s form fields', async () => {
    const res = await call('admin/listinbox', { view: 'new' });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({ success: true, next: null });
    const items = res.body.items as { kind: string; id: string }[];
    expect(items.map((i) => i.kind).sort()).toEqual(['contact', 'lead', 'report']);
    expect(items.find((i) => i.kind === 'lead')).toMatchObject({
      id: leadId,
      fromName: 'Harness Member',
      email: FIXTURE.email,
      subject: 'Insurance quote: Term Life Insurance',
      message: 'Term life for a family of four.',
      details: expect.arrayContaining([
        ['Phone', '(785) 555-0100'],
        ['How can we help', 'Looking for NEW coverage'],
      ]),
      status: 'new',
      replies: [],
    });
  });

  it('answers a message by email, keeps the reply and moves it off the new list', async () => {
    const res = await call('admin/replyinbox', {
      kind: 'contact',
      id: contactId,
      text: 'Our next meeting is on March 3.\n\nSee you there!',
    });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.inboxReplySent,
      item: {
        status: 'answered',
        replies: [
          {
            text: 'Our next meeting is on March 3.\n\nSee you there!',
            by: 'Harness Member',
            to: 'visitor@example.com',
          },
        ],
      },
    });
    expect(harness.mails).toEqual([{ to: ['visitor@example.com'], subject: 'Re: Contact form' }]);
    expect(stored()).toMatchObject({ status: 'answered' });
    expect(stored()!.gsi1pk).toBeUndefined();

    const fresh = await call('admin/listinbox', { view: 'new' });
    expect((fresh.body.items as { kind: string }[]).map((i) => i.kind)).toEqual(['report', 'lead']);
    const contact = await call('admin/listinbox', { view: 'contact' });
    expect(contact.body.items).toMatchObject([
      { id: contactId, status: 'answered', replies: [{ by: 'Harness Member' }] },
    ]);

    // A second answer is kept too.
    await call('admin/replyinbox', { kind: 'contact', id: contactId, text: 'The meeting moved to March 4.' });
    expect((stored()!.replies as unknown[]).length).toBe(2);
  });

  it('refuses an empty or overlong reply, an unknown message and an address that cannot be mailed, changing nothing', async () => {
    const before = JSON.stringify(harness.tables.all('core'));
    expect(await call('admin/replyinbox', { kind: 'contact', id: contactId, text: '   ' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.inboxReplyRequired },
    });
    expect(await call('admin/replyinbox', { kind: 'contact', id: contactId, text: 'x'.repeat(4001) })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.inboxReplyTooLong },
    });
    expect(await call('admin/replyinbox', { kind: 'lead', id: contactId, text: 'Hello' })).toMatchObject({
      status: 404,
      body: { message: ADMIN_MESSAGES.inboxItemNotFound },
    });
    expect(await call('admin/replyinbox', { kind: 'contact', id: 'no-such-message', text: 'Hello' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.inboxItemNotFound },
    });
    // The contact form keeps the address as typed; one that is not an address cannot be answered.
    const item = stored()!;
    harness.tables.put('core', { ...item, email: 'call me on 555-0100' });
    const changed = JSON.stringify(harness.tables.all('core'));
    expect(await call('admin/replyinbox', { kind: 'contact', id: contactId, text: 'Hello' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.inboxNoEmail },
    });
    expect(JSON.stringify(harness.tables.all('core'))).toBe(changed);
    expect(changed).not.toBe(before);
    expect(harness.mails).toEqual([]);
  });

  it('refuses a page cursor it did not make, or one of another co-op', async () => {
    const other = Buffer.from(JSON.stringify({ pk: keys.contactMessagesPk(417), sk: contactId })).toString('base64url');
    for (const cursor of [
      'not-a-cursor',
      other,
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from(JSON.stringify({ pk: keys.contactMessagesPk(FIXTURE.plid), sk: 5 })).toString('base64url'),
    ]) {
      expect(await call('admin/listinbox', { view: 'contact', cursor }), cursor).toMatchObject({
        status: 400,
        body: { message: COMMON_MESSAGES.badCursor },
      });
    }
    const own = Buffer.from(JSON.stringify({ pk: keys.contactMessagesPk(FIXTURE.plid), sk: contactId })).toString(
      'base64url',
    );
    expect((await call('admin/listinbox', { view: 'contact', cursor: own })).status).toBe(200);
  });

  it('lets back-office staff read the inbox but not answer', async () => {
    harness.actAs('backoffice');
    expect((await call('admin/listinbox', { view: 'lead' })).body).toMatchObject({ items: [{ id: leadId }] });
    expect(await call('admin/replyinbox', { kind: 'lead', id: leadId, text: 'Hello' })).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
    expect(harness.mails).toEqual([]);
  });
});
