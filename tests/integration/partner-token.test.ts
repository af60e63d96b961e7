import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_TOKEN_ISSUER } from '#shared/constants.js';
import { post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// b2c/getid and outside/partnerkeys through the local portal (its key from the data folder): the
// travel id verifies with the published keys and expires; visitors and bad bodies get no token.

beforeAll(() => useLocalAws());

describe('b2c/getid', () => {
  it('gives a member a travel id that verifies with the published keys and expires after five minutes', async () => {
    const { client } = await signedUpMember('partner-token');
    const res = await client.post('b2c/getid', {});
    expect(res.status, res.text).toBe(200);
    const token = res.json.id as string;
    const jwks = await post('outside/partnerkeys', {});
    expect(jwks.status, jwks.text).toBe(200);
    const keySet = createLocalJWKSet({ keys: jwks.json.keys as JWK[] });
    const { payload } = await jwtVerify(token, keySet, { issuer: PARTNER_TOKEN_ISSUER, audience: 'travel' });
    expect(payload).toMatchObject({ plid: 323, login: 1 });
    await expect(
      jwtVerify(token, keySet, { audience: 'travel', currentDate: new Date((payload.exp! + 1) * 1000) }),
    ).rejects.toThrow(/exp/);
  });

  it("refuses a visitor with 'Please Login' and a bad partner with a clear message", async () => {
    const visitor = await post('b2c/getid', {});
    expect(visitor).toMatchObject({ status: 401, json: { success: false, message: COMMON_MESSAGES.pleaseLogin } });
    const { client } = await signedUpMember('partner-token-bad');
    for (const body of [{ partner: 'airline' }, { partner: 7 }, [], 'x']) {
      const res = await client.post('b2c/getid', body as never);
      expect(res.status, res.text).toBe(400);
      expect(res.json.success).toBe(false);
    }
  });
});
