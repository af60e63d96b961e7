import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, useLocalAws, type Client } from '../support/live-env.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';

// Property tests on the provider locator's routes: any broken criterion (benefit, specialty,
// distance, ZIP) answers 400 with that criterion's message, and junk bodies never answer 5xx.
// Both routes only read, so "changes nothing" holds by construction.

const VALID = { benefit: 'V', specialty: -1, distance: 10, zip: '66044' };
type Field = keyof typeof VALID;
const MESSAGE: Record<Field, string> = {
  benefit: 'Please select a benefit',
  specialty: BENEFITS_MESSAGES.providerSpecialtyInvalid,
  distance: 'Please select a distance',
  zip: ACCOUNT_MESSAGES.zipInvalid,
};

const broken = fc.constantFrom(...(Object.keys(VALID) as Field[])).chain((field) => {
  const values: Record<Field, fc.Arbitrary<unknown>> = {
    benefit: fc.oneof(fc.constantFrom('', 'v', 'X', 'Dental', 'RXX'), fc.integer(), fc.constant(null), fc.constant([])),
    // Whole numbers that are no specialty of Vision (its IDs are 101 to 104).
    specialty: fc.integer({ min: -1000, max: 100000 }).filter((n) => n !== -1 && (n < 101 || n > 104)),
    distance: fc.oneof(
      fc.integer({ min: -100, max: 1000 }).filter((n) => ![1, 5, 10, 25, 50].includes(n)),
      fc.constantFrom('ten', 2.5, null),
    ),
    zip: fc.oneof(fc.constantFrom('', '6604', '660441', 'ABCDE', '66 04'), fc.integer(), fc.constant(null)),
  };
  return values[field].map((value) => ({ field, value }));
});

let member: Client;
beforeAll(async () => {
  useLocalAws();
  member = (await signedUpMember('providers-fuzz')).client;
});

describe('provider locator routes under bad input', () => {
  it("b2c/getproviders: one broken criterion gets that criterion's message", async () => {
    await fc.assert(
      fc.asyncProperty(broken, async ({ field, value }) => {
        const res = await member.post('b2c/getproviders', { data: { ...VALID, [field]: value } });
        const detail = `${field}=${JSON.stringify(value)} -> ${res.text}`;
        expect(res.status, detail).toBe(400);
        expect(res.json, detail).toEqual({ success: false, message: MESSAGE[field] });
      }),
      { numRuns: 60 },
    );
  });

  it('junk bodies never answer 5xx on either route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('b2c/getproviders', 'b2c/getspecialties'),
        fc.anything({ maxDepth: 2 }),
        async (path, data) => {
          const res = await member.post(path, { data });
          expect(res.status, `${path} ${JSON.stringify(data)} -> ${res.text}`).toBeLessThan(500);
          expect([200, 400], res.text).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
