import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listContactMessages } from '../../functions/db/contact-repo.js';
import { MESSAGES } from '../../shared/constants.js';
import { Client, mailsTo, signedUpMember, useLocalAws } from '../support/live-env.js';

// Property tests on outside/contactform: a message with any one field broken (blank, missing, the
// wrong type, too long) answers 400 with the spec's message (or the length's), and stores, counts
// and sends nothing; junk bodies never answer 5xx.

const STAFF = ['members@prairiesky.example', 'help@riverbend.example'];
const VALID = { fullName: 'Fay Fuzz', email: 'fay.fuzz@example.com', message: 'Hello there.' };
type Field = keyof typeof VALID;
const LIMIT: Record<Field, [number, string]> = {
  fullName: [50, MESSAGES.contactNameTooLong],
  email: [100, MESSAGES.contactEmailTooLong],
  message: [2000, MESSAGES.contactMessageTooLong],
};

const broken = fc.constantFrom(...(Object.keys(VALID) as Field[])).chain((field) =>
  fc.oneof(
    fc.constantFrom('', ' ', '\t\n', undefined, null, 0, true, [], {}).map((value) => ({ field, value, message: MESSAGES.contactIncomplete })),
    fc.integer({ min: 1, max: 40 }).map((extra) => ({ field, value: 'y'.repeat(LIMIT[field][0] + extra), message: LIMIT[field][1] })),
  ),
);

let member: Client;
beforeAll(async () => {
  useLocalAws();
  member = (await signedUpMember('contact-fuzz')).client;
});

const state = async () => ({
  messages: (await listContactMessages(323)).length + (await listContactMessages(417)).length,
  mails: (await Promise.all(STAFF.map(mailsTo))).flat().length,
});

describe('outside/contactform under bad input', () => {
  it("one broken field gets its message, and nothing is stored or sent", async () => {
    const before = await state();
    const visitor = new Client();
    await fc.assert(
      fc.asyncProperty(broken, fc.boolean(), async ({ field, value, message }, asMember) => {
        const res = await (asMember ? member : visitor).post('outside/contactform', { key: '323', message: { ...VALID, [field]: value } });
        expect(res.status, `${field}=${JSON.stringify(value)} -> ${res.text}`).toBe(400);
        expect(res.json).toEqual({ success: false, message });
      }),
      { numRuns: 60 },
    );
    expect(await state()).toEqual(before);
  });

  it('junk bodies answer 4xx with a message, never 5xx, and change nothing', async () => {
    const before = await state();
    const body = fc.oneof(
      fc.record({ key: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)), message: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.integer()), fc.object({ maxDepth: 1 })) }),
      // The name is always broken, so no generated body is a valid message.
      fc.record({
        credentials: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
        message: fc.record({ fullName: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null), fc.array(fc.string())), email: fc.anything(), message: fc.anything() }),
      }),
      fc.json({ maxDepth: 2 }).map((j) => `${j}`),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (b, asMember) => {
        const res = await (asMember ? member : new Client()).post('outside/contactform', b);
        expect(res.status, `${JSON.stringify(b)} -> ${res.text}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(String(res.json.message).length).toBeGreaterThan(5);
      }),
      { numRuns: 40 },
    );
    expect(await state()).toEqual(before);
  });
});
