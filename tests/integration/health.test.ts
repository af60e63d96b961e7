import { beforeAll, describe, expect, it } from 'vitest';
import { HEALTH } from '#shared/constants.js';
import { post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// b2c/newbenefitsid through the local portal: the pharmacy price link's id for a member of
// Prairie Sky (plid 323), 'Please Login' for a visitor, and bad bodies refused without a 5xx.

beforeAll(() => useLocalAws());

describe('b2c/newbenefitsid', () => {
  it("answers a member with the co-op's Rx group id", async () => {
    const { client } = await signedUpMember('health-nbid');
    const res = await client.post('b2c/newbenefitsid', {});
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, nbid: `${HEALTH.rxGroupPrefix}323` });
  });

  it("refuses a visitor with 'Please Login'", async () => {
    const res = await post('b2c/newbenefitsid', {});
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: COMMON_MESSAGES.pleaseLogin });
  });

  it('answers a malformed body with a 400, never a 5xx', async () => {
    const { client } = await signedUpMember('health-nbid-bad');
    for (const body of [[], 'x', { credentials: { $ne: 1 } }, null]) {
      const res = await client.post('b2c/newbenefitsid', body as never);
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
    }
  });
});
