import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_AGREEMENT_LINK } from '#functions/core/partners/agreement.js';
import { sha256 } from '#functions/model/tokens.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { DRAFT_END, sampleDraft } from '../support/business-draft.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// outside/getbpinfo and outside/signAgreement under their own IAM roles: an approved business's
// link loads the agreement and signs it (token used, audit record, PDF put, partner active,
// listings written to the geo index, both parties mailed) with no call refused.

const harness = installIamHarness();
afterAll(() => harness.restore());

const BP = 'bp-sign-harness';
const call = (path: RoutePath, body: object, session = false) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, body, { session });
};

beforeEach(async () => {
  await harness.reset();
  const draft = sampleDraft(BP);
  draft.contractInfo = {
    eSignType: 'sign',
    emailTo: 'signer@samplebakery.example',
    businessData: { printedName: 'Sam Signer', title: 'Owner' },
  };
  expect(
    (
      await call(
        'tbp/savebusinesstemp',
        { credentials: FIXTURE.memberId, businessName: 'Sample Bakery', id: BP, json: draft, submit: true },
        true,
      )
    ).status,
  ).toBe(200);
  // As staff approval leaves it: approved, with a live agreement link.
  const partner = harness.tables.all('core').find((i) => i.pk === keys.partner(BP).pk && i.sk === 'PROFILE')!;
  harness.tables.put('core', {
    ...partner,
    status: BUSINESS_STATUS.approved,
    ...keys.partnerListing(FIXTURE.plid, BUSINESS_STATUS.approved, BP),
  });
  harness.tables.put('ephemeral', {
    ...keys.token(sha256(FIXTURE.linkKey2)),
    purpose: 'agreement',
    bpId: BP,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  });
  harness.mails.length = 0;
});

const linkKeys = { key1: BP, key2: FIXTURE.linkKey2 };

describe('the agreement link', () => {
  it('loads the agreement to sign', async () => {
    const res = await call('outside/getbpinfo', linkKeys);
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      success: true,
      bpData: { businessName: 'Sample Bakery' },
      offers: [{ frequency: 1, timelapse: 7, enddate: DRAFT_END.us, locations: [{ locationName: 'Main store' }] }],
    });
  });

  it('signs once: audit record, partner active, listings in the geo index, PDF stored, both parties mailed', async () => {
    const res = await call('outside/signAgreement', {
      ...linkKeys,
      eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      agreement: '',
    });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toEqual({ success: true, message: PARTNERS_MESSAGES.agreementSigned });
    expect(
      harness.tables.all('core').find((i) => i.pk === keys.partner(BP).pk && i.sk === keys.agreement(BP, 1).sk),
    ).toMatchObject({ signer: { name: 'Samuel Signer' }, ip: FIXTURE.sourceIp });
    expect(harness.tables.all('core').find((i) => i.pk === keys.partner(BP).pk && i.sk === 'PROFILE')).toMatchObject({
      status: BUSINESS_STATUS.active,
    });
    expect(harness.tables.all('geo').filter((i) => i.bpId === BP)).toEqual([
      expect.objectContaining({ businessName: 'Sample Bakery', value: 'Free cookie', zipcode: '66044' }),
    ]);
    expect(harness.calls.filter((c) => c.action === 's3:PutObject')).toEqual([
      expect.objectContaining({ allowed: true }),
    ]);
    expect(harness.mails.map((m) => m.to[0])).toEqual(['signer@samplebakery.example', 'members@prairiesky.example']);
    expect(
      await call('outside/signAgreement', {
        ...linkKeys,
        eSignature: { by: 'A', name: 'B', title: 'C' },
        agreement: '',
      }),
    ).toMatchObject({ status: 400, body: { message: INVALID_AGREEMENT_LINK } });
  });

  it('a signing whose PDF upload fails answers the clear message, leaves the partner unsigned, and signs once on replay', async () => {
    const signing = {
      ...linkKeys,
      eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      agreement: '',
    };
    harness.failNext(
      'PutObjectCommand',
      Object.assign(new Error('connect ECONNREFUSED'), { name: 'NetworkingError', $metadata: {} }),
    );
    const failed = await call('outside/signAgreement', signing);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body).toMatchObject({ success: false, message: COMMON_MESSAGES.serverError });
    const agreements = () =>
      harness.tables.all('core').filter((i) => i.pk === keys.partner(BP).pk && i.sk === keys.agreement(BP, 1).sk);
    expect(agreements()).toEqual([]);
    expect(harness.tables.all('core').find((i) => i.pk === keys.partner(BP).pk && i.sk === 'PROFILE')).toMatchObject({
      status: BUSINESS_STATUS.approved,
    });
    expect(harness.tables.all('geo').filter((i) => i.bpId === BP)).toEqual([]);

    expect((await call('outside/signAgreement', signing)).body).toEqual({
      success: true,
      message: PARTNERS_MESSAGES.agreementSigned,
    });
    expect(await call('outside/signAgreement', signing)).toMatchObject({
      status: 400,
      body: { message: INVALID_AGREEMENT_LINK },
    });
    expect(agreements()).toHaveLength(1);
    expect(harness.tables.all('geo').filter((i) => i.bpId === BP)).toHaveLength(1);
  });

  it('a signing whose first mail SES refuses stays signed once: the member is told it is signed and the link is used', async () => {
    const signing = {
      ...linkKeys,
      eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      agreement: '',
    };
    harness.failNext(
      'SendEmailCommand',
      Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected', $metadata: {} }),
    );
    expect((await call('outside/signAgreement', signing)).body).toEqual({
      success: true,
      message: PARTNERS_MESSAGES.agreementSigned,
    });
    expect(harness.mails).toHaveLength(1);
    expect(await call('outside/signAgreement', signing)).toMatchObject({
      status: 400,
      body: { message: INVALID_AGREEMENT_LINK },
    });
    expect(
      harness.tables.all('core').filter((i) => i.pk === keys.partner(BP).pk && i.sk === keys.agreement(BP, 1).sk),
    ).toHaveLength(1);
  });

  it('refuses a forged key and an empty signature field, changing nothing', async () => {
    expect(await call('outside/getbpinfo', { key1: BP, key2: 'Z'.repeat(43) })).toMatchObject({
      status: 400,
      body: { message: INVALID_AGREEMENT_LINK },
    });
    expect(
      await call('outside/signAgreement', {
        ...linkKeys,
        eSignature: { by: 'Sam', name: ' ', title: 'Owner' },
        agreement: '',
      }),
    ).toMatchObject({ status: 400, body: { message: PARTNERS_MESSAGES.signatureIncomplete } });
    expect(harness.tables.all('core').find((i) => i.pk === keys.partner(BP).pk && i.sk === 'PROFILE')).toMatchObject({
      status: BUSINESS_STATUS.approved,
    });
    expect(harness.tables.all('geo').filter((i) => i.bpId === BP)).toEqual([]);
  });
});
