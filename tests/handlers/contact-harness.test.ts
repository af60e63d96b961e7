import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// outside/contactform under its own IAM role: a visitor's and a member's message reach the happy
// path (the message's write, the per-address counter and the staff mail all granted), and a
// refused one writes and sends nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const [visitor, member] = ROUTE_EXAMPLES['outside/contactform']!;
// Beside the message the harness seeds for the admin inbox.
const stored = () =>
  harness.tables
    .all('core')
    .filter((i) => i.pk === keys.contactMessagesPk(FIXTURE.plid) && i.messageId !== FIXTURE.contactMessageId);
const counterPk = keys.rate(LIMIT_RULES.contactIp.action, FIXTURE.sourceIp, 0).pk;
const counters = () => harness.tables.all('ephemeral').filter((i) => i.pk === counterPk);

beforeEach(async () => {
  await harness.reset();
  harness.use(permissionsFor(routes['outside/contactform']));
});

describe('outside/contactform', () => {
  it("stores a visitor's message for the page's co-op and mails it to the co-op's staff address", async () => {
    const res = await callRoute('outside/contactform', visitor);
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: CONTACT_MESSAGES.contactThanks } });
    expect(stored()).toEqual([
      expect.objectContaining({
        plid: FIXTURE.plid,
        memberId: null,
        fullName: 'Harness Visitor',
        email: 'visitor@example.com',
        message: 'When is the next member meeting?',
        sentTo: 'members@prairiesky.example',
      }),
    ]);
    expect(harness.mails).toEqual([
      { to: ['members@prairiesky.example'], subject: 'Contact form: message from Harness Visitor' },
    ]);
    expect(counters()).toEqual([expect.objectContaining({ pk: counterPk, count: 1 })]);
  });

  it('names the signed-in member who sent it', async () => {
    const res = await callRoute('outside/contactform', member, { session: true });
    expect(harness.refusals).toEqual([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(stored()).toEqual([expect.objectContaining({ memberId: FIXTURE.memberId, fullName: 'Harness Member' })]);
  });

  it.each([
    ['a blank full name', { message: { ...visitor!.message, fullName: '  ' } }, CONTACT_MESSAGES.contactIncomplete],
    ['no message at all', { message: undefined }, CONTACT_MESSAGES.contactIncomplete],
    [
      'a message over 2000 characters',
      { message: { ...visitor!.message, message: 'x'.repeat(2001) } },
      CONTACT_MESSAGES.contactMessageTooLong,
    ],
  ])('refuses %s with its message, storing, counting and sending nothing', async (_what, change, message) => {
    const res = await callRoute('outside/contactform', { ...visitor, ...change });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(stored()).toEqual([]);
    expect(counters()).toEqual([]);
    expect(harness.mails).toEqual([]);
  });

  it(`takes ${LIMIT_RULES.contactIp.max} messages an hour from one address, then answers 429 and sends no more`, async () => {
    for (let i = 0; i < LIMIT_RULES.contactIp.max; i++)
      expect((await callRoute('outside/contactform', visitor)).status).toBe(200);
    const res = await callRoute('outside/contactform', visitor);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please wait \d+ (minutes?|seconds?)/);
    expect(stored()).toHaveLength(LIMIT_RULES.contactIp.max);
    expect(harness.mails).toHaveLength(LIMIT_RULES.contactIp.max);
  });
});
