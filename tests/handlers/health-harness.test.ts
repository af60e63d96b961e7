import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { permissionsFor } from '#infra/lib/permissions.js';
import { HEALTH } from '#shared/constants.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// b2c/newbenefitsid under its own IAM role: the pharmacy price link's id for a member, 'Please
// Login' for a visitor.

const harness = installIamHarness();
afterAll(() => harness.restore());

describe('b2c/newbenefitsid', () => {
  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(routes['b2c/newbenefitsid']));
  });

  it("answers the co-op's Rx group id, nothing about the member, with nothing refused", async () => {
    const res = await callRoute('b2c/newbenefitsid', { credentials: FIXTURE.memberId }, { session: true });
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({ status: 200, body: { success: true, nbid: `${HEALTH.rxGroupPrefix}${FIXTURE.plid}` } });
    expect(JSON.stringify(res.body)).not.toContain(FIXTURE.memberId);
  });

  it("answers 401 'Please Login' without a session", async () => {
    const res = await callRoute('b2c/newbenefitsid', { credentials: FIXTURE.memberId });
    expect(res).toMatchObject({ status: 401, body: { success: false, message: COMMON_MESSAGES.pleaseLogin } });
  });
});
