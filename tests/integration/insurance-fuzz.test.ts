import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listInsuranceLeads } from '../../functions/db/insurance-repo.js';
import { MESSAGES } from '../../shared/constants.js';
import { mailsTo, post, signedUpMember, useLocalAws, type Client } from '../support/live-env.js';

// Property tests on the insurance routes: a quote request with any one field broken (blank, too
// long, the wrong type, out of its list, half a phone number) answers 400 with that field's
// message from the spec, and stores no lead and sends no mail; junk bodies never answer 5xx.

const STAFF = 'members@prairiesky.example';
const m = MESSAGES.insurance;
const VALID = {
  firstName: 'Pat', lastName: 'Fuzz', email: 'pat.fuzz@example.com', phone: '(785) 555-0143', gender: 'Male', age: '51', zip: '66044', state: 'KS',
  howToHelp: 'I want to shop for cheaper coverage', notes: 'Farm truck.',
};
type Field = keyof typeof VALID;
const MESSAGE: Record<Field, string> = {
  firstName: m.firstName, lastName: m.lastName, email: m.email, phone: m.phone, gender: m.gender, age: m.age, zip: m.zip, state: m.state, howToHelp: m.howToHelp, notes: m.notes,
};
const LIMIT: Partial<Record<Field, number>> = { firstName: 50, lastName: 50, email: 100, notes: 1000 };

const blank = fc.constantFrom('', ' ', '\t\n');
const wrongType = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }), fc.object({ maxDepth: 0 }));
/** A value that breaks `field`, and the message it must get (an invalid, non-blank email gets the format message). */
const broken = fc.constantFrom(...(Object.keys(VALID) as Field[])).chain((field) => {
  const values: fc.Arbitrary<unknown>[] = [blank, wrongType];
  if (LIMIT[field]) values.push(fc.constant('x'.repeat(LIMIT[field]! + 1)));
  if (field === 'phone') values.push(fc.constantFrom('7855550143', '(785) 555-014', '(785)555-0143', '+1 785 555 0143'));
  if (field === 'age') values.push(fc.constantFrom('123', 'ten', '4.5', '-1'));
  if (field === 'zip') values.push(fc.constantFrom('6604', '660441', 'ABCDE'));
  if (field === 'gender' || field === 'state' || field === 'howToHelp') values.push(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '' && !['Male', 'Female', 'KS'].includes(s)));
  if (field === 'email') values.push(fc.constantFrom('pat', 'pat@', 'pat@example', '@example.com'));
  return fc.oneof(...values).map((value) => {
    const invalidEmail = field === 'email' && typeof value === 'string' && value.trim() !== '' && value.length <= 100;
    return { field, value, message: invalidEmail ? MESSAGES.invalidEmail : MESSAGE[field] };
  });
});

let member: Client;
beforeAll(async () => {
  useLocalAws();
  member = (await signedUpMember('ins-fuzz')).client;
});

const leadCount = async () => (await listInsuranceLeads(323)).length;
const staffMailCount = async () => (await mailsTo(STAFF)).length;

describe('insurance routes under bad input', () => {
  it("b2c/saveinsurancelead: one broken field gets that field's message, and nothing is stored or sent", async () => {
    const before = { leads: await leadCount(), mails: await staffMailCount() };
    await fc.assert(
      fc.asyncProperty(broken, async ({ field, value, message }) => {
        const res = await member.post('b2c/saveinsurancelead', { productIdentifier: 'Life', data: { ...VALID, [field]: value } });
        expect(res.status, `${field}=${JSON.stringify(value)} -> ${res.text}`).toBe(400);
        expect(res.json).toEqual({ success: false, message });
      }),
      { numRuns: 60 },
    );
    expect({ leads: await leadCount(), mails: await staffMailCount() }).toEqual(before);
  });

  it('both routes: junk bodies and product ids answer 4xx with a message, never 5xx, and change nothing', async () => {
    const before = { leads: await leadCount(), mails: await staffMailCount() };
    const body = fc.oneof(
      fc.record({ productIdentifier: fc.oneof(fc.string({ maxLength: 120 }), fc.integer(), fc.constant(null)), data: fc.constant(VALID) }),
      fc.record({ productIdentifier: fc.constant('Life'), data: fc.oneof(fc.string(), fc.constant(null), fc.array(fc.integer()), fc.object({ maxDepth: 1 })) }),
      fc.json({ maxDepth: 2 }).map((j) => `${j}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('b2c/saveinsurancelead', 'b2c/listinsurance'), body, fc.boolean(), async (path, b, asMember) => {
        const res = asMember ? await member.post(path, b) : await post(path, b);
        expect(res.status, `${path} ${JSON.stringify(b)} -> ${res.text}`).toBeLessThan(500);
        if (res.status >= 400) expect(String(res.json.message).length).toBeGreaterThan(5);
        // The valid product with a valid lead is the only body that may store one; it is not generated.
        if (path === 'b2c/saveinsurancelead') expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 40 },
    );
    expect({ leads: await leadCount(), mails: await staffMailCount() }).toEqual(before);
  });
});
