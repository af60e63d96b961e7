import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { permissionsFor } from '#infra/lib/permissions.js';
import { PARTNER_TOKEN_ISSUER, PARTNER_TOKEN_TTL_SECONDS } from '#shared/constants.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// b2c/getid and outside/partnerkeys under their own IAM roles: the token is signed from the
// partner-token secret (the only secret besides origin-verify either role may read), verifies with
// the published key for its partner only, and never carries the member id.

const harness = installIamHarness();
afterAll(() => harness.restore());

async function keys() {
  harness.use(permissionsFor(routes['outside/partnerkeys']));
  const res = await callRoute('outside/partnerkeys', {});
  expect(harness.refusals).toEqual([]);
  return (res.body as { keys: { kid: string }[] }).keys;
}

describe('b2c/getid', () => {
  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(routes['b2c/getid']));
  });

  it('answers a 5-minute token for the partner, verifiable with the published key, without the member id', async () => {
    const res = await callRoute('b2c/getid', { credentials: FIXTURE.memberId, partner: 'tickets' }, { session: true });
    expect(harness.refusals).toEqual([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = (res.body as { id: string }).id;
    expect(token).not.toContain(FIXTURE.memberId);
    const [jwk] = await keys();
    const { payload, protectedHeader } = await jwtVerify(token, await importJWK(jwk as never, 'EdDSA'), {
      issuer: PARTNER_TOKEN_ISSUER,
      audience: 'tickets',
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: jwk!.kid });
    expect(payload.exp! - payload.iat!).toBe(PARTNER_TOKEN_TTL_SECONDS);
    expect(payload).toMatchObject({ plid: FIXTURE.plid, login: 1 });
    expect(JSON.stringify(payload)).not.toContain(FIXTURE.memberId);
    // Expired once its five minutes are over.
    const after = new Date((payload.exp! + 1) * 1000);
    await expect(
      jwtVerify(token, await importJWK(jwk as never, 'EdDSA'), { audience: 'tickets', currentDate: after }),
    ).rejects.toThrow(/exp/);
    // Another partner's audience does not accept it.
    await expect(jwtVerify(token, await importJWK(jwk as never, 'EdDSA'), { audience: 'travel' })).rejects.toThrow();
  });

  it('gives the same member the same subject at one partner and a different one at another', async () => {
    const subject = async (partner: 'travel' | 'parks') => {
      harness.use(permissionsFor(routes['b2c/getid']));
      const res = await callRoute('b2c/getid', { credentials: FIXTURE.memberId, partner }, { session: true });
      const [, body] = (res.body as { id: string }).id.split('.');
      return JSON.parse(Buffer.from(body!, 'base64url').toString()).sub as string;
    };
    expect(await subject('travel')).toBe(await subject('travel'));
    expect(await subject('travel')).not.toBe(await subject('parks'));
  });

  it("answers 401 'Please Login' without a session", async () => {
    const res = await callRoute('b2c/getid', { credentials: FIXTURE.memberId });
    expect(res).toMatchObject({ status: 401, body: { success: false, message: COMMON_MESSAGES.pleaseLogin } });
  });

  it('is refused the signing secret by a role without the partnerKey grant', async () => {
    harness.use(permissionsFor({ data: { core: 'read', ephemeral: 'read' } }));
    const res = await callRoute('b2c/getid', { credentials: FIXTURE.memberId }, { session: true });
    expect(res.status).toBe(500);
    expect(harness.refusals.map((r) => r.target)).toContain('partner-token-secret');
  });
});
