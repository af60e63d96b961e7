import { beforeAll, describe, expect, it } from 'vitest';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { errorAnswer, refusalOf, type ErrorAnswer } from '#functions/lib/error-answer.js';
import { fill } from '#shared/constants.js';
import { useLocalAws } from '../support/live-env.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// ZIP centroids in the local portal's geo table, loaded by the seed from the zipcodes package.

beforeAll(() => useLocalAws());

/** What the caller is answered (the chain's one mapping of a refusal, ADR 0081). */
async function refusal(zip: string): Promise<ErrorAnswer> {
  const error = await zipCentroid(zip).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(refusalOf(error)).toBeDefined();
  return errorAnswer(error);
}

describe('ZIP centroids after the seed', () => {
  it('finds the centre of a seeded ZIP', async () => {
    const lawrence = await zipCentroid('66044');
    expect(lawrence).toMatchObject({ zip: '66044', city: 'Lawrence', state: 'KS' });
    expect(lawrence.lat).toBeCloseTo(39.03, 1);
    expect(lawrence.lon).toBeCloseTo(-95.21, 1);
    // Both ends of the list landed, not only the first batches.
    expect(await zipCentroid('99950')).toMatchObject({ city: 'Ketchikan', state: 'AK' });
    expect(await zipCentroid('00501')).toMatchObject({ city: 'Holtsville', state: 'NY' });
  });

  it('answers a ZIP the database does not know with a clear 400', async () => {
    const error = await refusal('00000');
    expect(error.status).toBe(400);
    expect(error.body.message).toBe(fill(DEALS_MESSAGES.zipUnknown, { zip: '00000' }));
    expect(error.body.message).toContain('00000');
  });

  it('answers a malformed ZIP with the ZIP format message', async () => {
    for (const zip of ['6604', '660445', 'abcde', '']) {
      const error = await refusal(zip);
      expect(error.status).toBe(400);
      expect(error.body.message).toBe(ACCOUNT_MESSAGES.zipInvalid);
    }
  });
});
