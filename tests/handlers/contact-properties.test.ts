import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.js';
import { installIamHarness } from '../support/iam-harness.js';
import { checkedCall } from '../support/route-properties.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// Property tests on outside/contactform under its IAM role: a message with any one field broken
// (blank, missing, the wrong type, too long) answers 400 with the spec's message (or the
// length's), and stores, counts and sends nothing; junk bodies never answer 5xx.

const harness = installIamHarness();
afterAll(() => harness.restore());

const contact = routes['outside/contactform'];
const VALID = { fullName: 'Fay Fuzz', email: 'fay.fuzz@example.com', message: 'Hello there.' };
type Field = keyof typeof VALID;
const LIMIT: Record<Field, [number, string]> = {
  fullName: [50, CONTACT_MESSAGES.contactNameTooLong],
  email: [100, CONTACT_MESSAGES.contactEmailTooLong],
  message: [2000, CONTACT_MESSAGES.contactMessageTooLong],
};

const broken = fc.constantFrom(...(Object.keys(VALID) as Field[])).chain((field) =>
  fc.oneof(
    fc
      .constantFrom('', ' ', '\t\n', undefined, null, 0, true, [], {})
      .map((value) => ({ field, value, message: CONTACT_MESSAGES.contactIncomplete })),
    fc
      .integer({ min: 1, max: 40 })
      .map((extra) => ({ field, value: 'y'.repeat(LIMIT[field][0] + extra), message: LIMIT[field][1] })),
  ),
);

describe('outside/contactform under bad input', () => {
  it('one broken field gets its message, and nothing is stored or sent', async () => {
    await fc.assert(
      fc.asyncProperty(broken, fc.boolean(), async ({ field, value, message }, asMember) => {
        // checkedCall: a refusal stores no message, counts nothing durable and sends no mail.
        const res = await checkedCall(
          harness,
          contact,
          { key: '323', message: { ...VALID, [field]: value } },
          asMember ? 'member' : 'visitor',
        );
        expect(res, `${field}=${JSON.stringify(value)}`).toEqual({ status: 400, body: { success: false, message } });
      }),
      { numRuns: 60 },
    );
  });

  it('junk bodies answer 4xx with a message, never 5xx, and change nothing', async () => {
    const body = fc.oneof(
      fc.record({
        key: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
        message: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.integer()), fc.object({ maxDepth: 1 })),
      }),
      // The name is always broken, so no generated body is a valid message.
      fc.record({
        credentials: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
        message: fc.record({
          fullName: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null), fc.array(fc.string())),
          email: fc.anything(),
          message: fc.anything(),
        }),
      }),
      fc.json({ maxDepth: 2 }).map((j) => `${j}`),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (b, asMember) => {
        const res = await checkedCall(harness, contact, b, asMember ? 'member' : 'visitor', { writesNothing: true });
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 40 },
    );
  });
});
