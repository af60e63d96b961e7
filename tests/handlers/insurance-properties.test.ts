import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { routes, type RoutePath } from '#shared/routes.js';
import { installIamHarness } from '../support/iam-harness.js';
import { checkedCall } from '../support/route-properties.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';

// Property tests on the insurance routes under their IAM roles: a quote request with any one field
// broken (blank, too long, the wrong type, out of its list, half a phone number) answers 400 with
// that field's message from the spec, and stores no lead and sends no mail; junk bodies never
// answer 5xx and change nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const m = BENEFITS_MESSAGES.insurance;
const VALID = {
  firstName: 'Pat',
  lastName: 'Fuzz',
  email: 'pat.fuzz@example.com',
  phone: '(785) 555-0143',
  gender: 'Male',
  age: '51',
  zip: '66044',
  state: 'KS',
  howToHelp: 'I want to shop for cheaper coverage',
  notes: 'Farm truck.',
};
type Field = keyof typeof VALID;
const MESSAGE: Record<Field, string> = {
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  phone: m.phone,
  gender: m.gender,
  age: m.age,
  zip: m.zip,
  state: m.state,
  howToHelp: m.howToHelp,
  notes: m.notes,
};
const LIMIT: Partial<Record<Field, number>> = { firstName: 50, lastName: 50, email: 100, notes: 1000 };

const blank = fc.constantFrom('', ' ', '\t\n');
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  fc.object({ maxDepth: 0 }),
);
/** A value that breaks `field`, and the message it must get (an invalid, non-blank email gets the format message). */
const broken = fc.constantFrom(...(Object.keys(VALID) as Field[])).chain((field) => {
  const values: fc.Arbitrary<unknown>[] = [blank, wrongType];
  if (LIMIT[field]) values.push(fc.constant('x'.repeat(LIMIT[field]! + 1)));
  if (field === 'phone')
    values.push(fc.constantFrom('7855550143', '(785) 555-014', '(785)555-0143', '+1 785 555 0143'));
  if (field === 'age') values.push(fc.constantFrom('123', 'ten', '4.5', '-1'));
  if (field === 'zip') values.push(fc.constantFrom('6604', '660441', 'ABCDE'));
  if (field === 'gender' || field === 'state' || field === 'howToHelp')
    values.push(
      fc
        .string({ minLength: 1, maxLength: 30 })
        .filter((s) => s.trim() !== '' && !['Male', 'Female', 'KS'].includes(s)),
    );
  if (field === 'email') values.push(fc.constantFrom('pat', 'pat@', 'pat@example', '@example.com'));
  return fc.oneof(...values).map((value) => {
    const invalidEmail = field === 'email' && typeof value === 'string' && value.trim() !== '' && value.length <= 100;
    return { field, value, message: invalidEmail ? ACCOUNT_MESSAGES.invalidEmail : MESSAGE[field] };
  });
});

describe('insurance routes under bad input', () => {
  it("b2c/saveinsurancelead: one broken field gets that field's message, and nothing is stored or sent", async () => {
    await fc.assert(
      fc.asyncProperty(broken, async ({ field, value, message }) => {
        // checkedCall: a refusal writes no lead (nor anything durable) and sends no mail.
        const res = await checkedCall(
          harness,
          routes['b2c/saveinsurancelead'],
          { productIdentifier: 'Life', data: { ...VALID, [field]: value } },
          'member',
        );
        expect(res, `${field}=${JSON.stringify(value)}`).toEqual({ status: 400, body: { success: false, message } });
      }),
      { numRuns: 60 },
    );
  });

  it('both routes: junk bodies and product ids answer 4xx with a message, never 5xx, and change nothing', async () => {
    const body = fc.oneof(
      fc.record({
        productIdentifier: fc.oneof(fc.string({ maxLength: 120 }), fc.integer(), fc.constant(null)),
        data: fc.constant(VALID),
      }),
      fc.record({
        productIdentifier: fc.constant('Life'),
        data: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.integer()), fc.object({ maxDepth: 1 })),
      }),
      fc.json({ maxDepth: 2 }).map((j) => `${j}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<RoutePath>('b2c/saveinsurancelead', 'b2c/listinsurance'),
        body,
        fc.boolean(),
        async (path, b, asMember) => {
          const res = await checkedCall(harness, routes[path], b, asMember ? 'member' : 'visitor', {
            writesNothing: true,
          });
          // The valid product with a valid lead is the only body that may store one; it is not generated.
          if (path === 'b2c/saveinsurancelead') expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 40 },
    );
  });
});
