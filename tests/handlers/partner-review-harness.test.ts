import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { BUSINESS_STATUS, fill } from '#shared/constants.js';
import type { Role } from '#shared/roles.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { sampleDraft } from '../support/business-draft.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Staff review under each route's IAM role: the queue of the staff member's own co-op, one
// business with its items, approval (agreement link token stored hashed, signer and owner
// mailed) and rejection with a reason; staff of another co-op and members are refused.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
const actAs = (role: Role, plid?: number) => harness.actAs(role, plid);
async function submitted(bpId: string) {
  const draft = sampleDraft(bpId);
  draft.contractInfo = {
    eSignType: 'sign',
    emailTo: 'signer@samplebakery.example',
    businessData: { printedName: 'Sam Signer', title: 'Owner' },
  };
  expect(
    (await call('tbp/savebusinesstemp', { businessName: 'Sample Bakery', id: bpId, json: draft, submit: true })).status,
  ).toBe(200);
  harness.mails.length = 0;
}
const partner = (bpId: string) =>
  harness.tables.all('core').find((i) => i.pk === keys.partner(bpId).pk && i.sk === 'PROFILE');
const draftOf = (bpId: string) =>
  harness.tables.all('core').find((i) => i.sk === keys.draft(FIXTURE.memberId, bpId).sk);

beforeEach(() => harness.reset());

describe('staff review of businesses', () => {
  it('lists the co-op queue, opens a business and approves it: link token hashed, signer and owner mailed', async () => {
    await submitted('bp-review-1');
    actAs('backoffice');
    const queue = await call('admin/listbusinesssubmissions');
    expect(harness.refusals).toEqual([]);
    expect(queue.body).toMatchObject({
      success: true,
      businesses: [{ bpId: 'bp-review-1', businessName: 'Sample Bakery', city: 'Lawrence', offers: 1, locations: 1 }],
    });
    const item = await call('admin/getbusinesssubmission', { bpId: 'bp-review-1' });
    expect(item.body).toMatchObject({
      business: {
        businessName: 'Sample Bakery',
        status: 66,
        submittedBy: { name: 'Harness Member', email: FIXTURE.email },
      },
      offers: [{ value: 'Free cookie', locations: ['Main store'] }],
    });

    // Back-office staff look but do not change.
    expect(await call('admin/approvebusiness', { bpId: 'bp-review-1' })).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
    expect(partner('bp-review-1')).toMatchObject({ status: BUSINESS_STATUS.inReview });
    actAs('admin');
    const approved = await call('admin/approvebusiness', { bpId: 'bp-review-1' });
    expect(harness.refusals).toEqual([]);
    expect(approved.body).toEqual({ success: true, message: PARTNERS_MESSAGES.businessApproved });
    expect(partner('bp-review-1')).toMatchObject({
      status: BUSINESS_STATUS.approved,
      ...keys.partnerListing(FIXTURE.plid, BUSINESS_STATUS.approved, 'bp-review-1'),
    });
    expect(draftOf('bp-review-1')).toMatchObject({ status: BUSINESS_STATUS.approved });
    const tokens = harness.tables.all('ephemeral').filter((i) => i.purpose === 'agreement');
    expect(tokens).toEqual([
      expect.objectContaining({ bpId: 'bp-review-1', pk: expect.stringMatching(/^TOKEN#[0-9a-f]{64}$/) }),
    ]);
    expect(harness.mails.map((m) => m.to[0])).toEqual(['signer@samplebakery.example', FIXTURE.email]);
    expect(await call('admin/approvebusiness', { bpId: 'bp-review-1' })).toMatchObject({
      status: 409,
      body: { message: PARTNERS_MESSAGES.businessNotInReview },
    });
    expect((await call('admin/listbusinesssubmissions')).body).toMatchObject({ businesses: [] });
  });

  // An offer that ended while the business waited for review would never show: approval names it
  // and refuses.
  it('an approval whose agreement mail SES refuses is taken back with a clear message, and approving again sends one working link', async () => {
    await submitted('bp-review-mail');
    actAs('admin');
    const inReview = { ...partner('bp-review-mail') };
    harness.failNext(
      'SendEmailCommand',
      Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected', $metadata: {} }),
    );
    expect(await call('admin/approvebusiness', { bpId: 'bp-review-mail' })).toMatchObject({
      status: 503,
      body: { success: false, message: PARTNERS_MESSAGES.agreementLinkNotSent },
    });
    expect(harness.refusals).toEqual([]);
    // Nothing of the approval is left: the business is in the queue again, with no link token.
    expect(partner('bp-review-mail')).toEqual({ ...inReview, reviewNote: null });
    expect(draftOf('bp-review-mail')).toMatchObject({ status: BUSINESS_STATUS.inReview });
    expect(harness.tables.all('ephemeral').filter((i) => i.purpose === 'agreement')).toEqual([]);
    expect(harness.mails).toEqual([]);
    expect((await call('admin/listbusinesssubmissions')).body).toMatchObject({
      businesses: [{ bpId: 'bp-review-mail' }],
    });

    expect((await call('admin/approvebusiness', { bpId: 'bp-review-mail' })).body).toEqual({
      success: true,
      message: PARTNERS_MESSAGES.businessApproved,
    });
    expect(partner('bp-review-mail')).toMatchObject({ status: BUSINESS_STATUS.approved });
    expect(harness.tables.all('ephemeral').filter((i) => i.purpose === 'agreement')).toHaveLength(1);
    expect(harness.mails.map((m) => m.to[0])).toEqual(['signer@samplebakery.example', FIXTURE.email]);
    const [, bp, key2] = /\/bpesignature\/([^/"<\s]+)\/([^/"<\s]+)/.exec(harness.mailHtml.at(-2)!)!; // the signer's, before the owner's notice
    expect((await call('outside/getbpinfo', { key1: decodeURIComponent(bp!), key2 })).status).toBe(200);
  });

  // A signer address on the suppression list takes no mail however often staff approve: staff read
  // why, by name, and approve again once the owner gave another address.
  it('a signer address on the suppression list: staff are told no link went out, and approve again once the owner fixed it', async () => {
    await submitted('bp-review-suppressed');
    harness.tables.put('core', {
      ...keys.mailSuppression(normalizeEmail('signer@samplebakery.example')!),
      email: 'signer@samplebakery.example',
      reason: 'bounce',
      at: '2026-01-02T03:04:05.000Z',
    });
    actAs('admin');
    const inReview = { ...partner('bp-review-suppressed') };
    expect(await call('admin/approvebusiness', { bpId: 'bp-review-suppressed' })).toMatchObject({
      status: 409,
      body: {
        success: false,
        message: fill(PARTNERS_MESSAGES.agreementSignerSuppressed, { email: 'signer@samplebakery.example' }),
      },
    });
    expect(harness.refusals).toEqual([]);
    // Not "We emailed the agreement": nothing of the approval is left, no one was mailed.
    expect(partner('bp-review-suppressed')).toEqual({ ...inReview, reviewNote: null });
    expect(harness.tables.all('ephemeral').filter((i) => i.purpose === 'agreement')).toEqual([]);
    expect(harness.mails).toEqual([]);
    expect((await call('admin/listbusinesssubmissions')).body).toMatchObject({
      businesses: [{ bpId: 'bp-review-suppressed' }],
    });

    // Staff send it back; the owner gives another signer address and sends it again.
    const reason = 'Mail to signer@samplebakery.example bounces. Please give another signer email.';
    expect((await call('admin/rejectbusiness', { bpId: 'bp-review-suppressed', reason })).status).toBe(200);
    actAs('member');
    const resumed = await call('tbp/getbusinessdraft');
    const fixed = sampleDraft('bp-review-suppressed');
    fixed.contractInfo = {
      eSignType: 'sign',
      emailTo: 'owner@samplebakery.example',
      businessData: { printedName: 'Sam Signer', title: 'Owner' },
    };
    expect(
      (
        await call('tbp/savebusinesstemp', {
          businessName: 'Sample Bakery',
          id: 'bp-review-suppressed',
          json: fixed,
          submit: true,
          version: (resumed.body.business as { version: number }).version,
        })
      ).body,
    ).toMatchObject({ success: true, status: BUSINESS_STATUS.inReview });
    harness.mails.length = 0;

    actAs('admin');
    expect((await call('admin/approvebusiness', { bpId: 'bp-review-suppressed' })).body).toEqual({
      success: true,
      message: PARTNERS_MESSAGES.businessApproved,
    });
    expect(harness.mails.map((m) => m.to[0])).toEqual(['owner@samplebakery.example', FIXTURE.email]);
    const [, bp, key2] = /\/bpesignature\/([^/"<\s]+)\/([^/"<\s]+)/.exec(harness.mailHtml.at(-2) ?? '') ?? [];
    expect((await call('outside/getbpinfo', { key1: decodeURIComponent(bp ?? ''), key2 })).status).toBe(200);
  });

  it('refuses to approve a business whose offer has expired, naming it; nothing changes and no one is mailed', async () => {
    await submitted('bp-review-old');
    const offer = harness.tables
      .all('core')
      .find((i) => i.pk === keys.partner('bp-review-old').pk && i.value === 'Free cookie')!;
    harness.tables.put('core', { ...offer, expirationDate: '2020-01-01' });
    actAs('admin');
    const res = await call('admin/approvebusiness', { bpId: 'bp-review-old' });
    expect(res).toMatchObject({
      status: 409,
      body: { message: fill(PARTNERS_MESSAGES.businessOfferExpired, { value: 'Free cookie', date: '01/01/2020' }) },
    });
    expect(partner('bp-review-old')).toMatchObject({ status: BUSINESS_STATUS.inReview });
    expect(harness.tables.all('ephemeral').filter((i) => i.purpose === 'agreement')).toEqual([]);
    expect(harness.mails).toEqual([]);
  });

  it('sends a business back with a reason the owner sees, and the draft can be changed again', async () => {
    await submitted('bp-review-2');
    actAs('admin');
    expect(await call('admin/rejectbusiness', { bpId: 'bp-review-2', reason: ' ' })).toMatchObject({
      status: 400,
      body: { message: PARTNERS_MESSAGES.rejectReasonRequired },
    });
    expect(partner('bp-review-2')).toMatchObject({ status: 66 });
    const res = await call('admin/rejectbusiness', { bpId: 'bp-review-2', reason: 'Please add the street number.' });
    expect(res.body).toEqual({ success: true, message: PARTNERS_MESSAGES.businessRejected });
    expect(partner('bp-review-2')).toMatchObject({
      status: BUSINESS_STATUS.rejected,
      reviewNote: 'Please add the street number.',
    });
    expect(harness.mails).toEqual([
      { to: [FIXTURE.email], subject: 'Sample Bakery needs changes before Prairie Sky Electric can approve it' },
    ]);
    actAs('member');
    const resumed = await call('tbp/getbusinessdraft');
    expect(resumed.body).toMatchObject({
      business: { status: BUSINESS_STATUS.rejected, reviewNote: 'Please add the street number.' },
    });
    const again = await call('tbp/savebusinesstemp', {
      businessName: 'Sample Bakery',
      id: 'bp-review-2',
      json: sampleDraft('bp-review-2'),
      submit: true,
      version: (resumed.body.business as { version: number }).version,
    });
    expect(again.body, JSON.stringify(again.body)).toMatchObject({ success: true, status: BUSINESS_STATUS.inReview });
  });

  it('refuses staff of another co-op (not found) and members (forbidden), changing nothing', async () => {
    await submitted('bp-review-3');
    actAs('admin', 417);
    expect(await call('admin/getbusinesssubmission', { bpId: 'bp-review-3' })).toMatchObject({
      status: 404,
      body: { message: PARTNERS_MESSAGES.businessNotFound },
    });
    expect(await call('admin/approvebusiness', { bpId: 'bp-review-3' })).toMatchObject({ status: 404 });
    expect((await call('admin/listbusinesssubmissions')).body).toMatchObject({ businesses: [] });
    actAs('member');
    expect(await call('admin/approvebusiness', { bpId: 'bp-review-3' })).toMatchObject({ status: 403 });
    expect(partner('bp-review-3')).toMatchObject({ status: 66 });
    expect(harness.mails).toEqual([]);
  });
});
