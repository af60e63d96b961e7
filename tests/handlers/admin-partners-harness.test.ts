import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { BUSINESS_STATUS, LIMITS } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Active business partners under each route's IAM role: the co-op's list, one partner with its
// audit record, an offer switched off (its listing leaves the search index), re-dated and back on
// (listed again with the new end), and the agreement PDF; bad offers change nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
const listings = () =>
  harness.tables
    .all('geo')
    .filter((i) => i.dealId === 'harness-deal' && String(i.pk).startsWith(keys.dealListingsPk('')));
const offer = () => harness.tables.get('core', keys.partnerOffer('harness-bp', 'harness-deal'));
const stats = () => harness.tables.get('core', keys.coopStats(FIXTURE.plid));

beforeEach(async () => {
  await harness.reset();
  harness.actAs('admin');
});

describe('active partners', () => {
  it('pages the active partners 25 at a time, and refuses a cursor of another co-op or another status', async () => {
    const put = (plid: number, status: number, i: number) => {
      const bpId = `bp-${plid}-${status}-${String(i).padStart(2, '0')}`;
      harness.tables.put('core', {
        ...keys.partner(bpId),
        ...keys.partnerListing(plid, status, bpId),
        bpId,
        plid,
        status,
        businessName: `Shop ${bpId}`,
        businessDescription: 'A shop',
        website: null,
        email: null,
        phone: null,
        logo: '',
        image1: null,
        image2: null,
        address: '1 Main St',
        city: 'Lawrence',
        state: 'KS',
        zip: '66044',
        submittedAt: '2026-01-01T00:00:00.000Z',
      });
    };
    for (let i = 0; i < LIMITS.adminPage; i++) put(FIXTURE.plid, BUSINESS_STATUS.active, i);
    for (let i = 0; i < 3; i++) put(FIXTURE.plid, BUSINESS_STATUS.inReview, i);
    const first = await call('admin/listpartners');
    expect(first.body.partners).toHaveLength(LIMITS.adminPage);
    const second = await call('admin/listpartners', { cursor: first.body.next as string });
    expect(harness.refusals).toEqual([]);
    // The fixture's partner and the 25 added, each once; the ones in review are not listed.
    const ids = [...(first.body.partners as { bpId: string }[]), ...(second.body.partners as { bpId: string }[])].map(
      (p) => p.bpId,
    );
    expect(ids).toHaveLength(LIMITS.adminPage + 1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => id.includes(`-${BUSINESS_STATUS.inReview}-`))).toBe(false);
    expect(second.body.next).toBeNull();

    const made = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const at = (plid: number, status: number, bpId: string) =>
      made({ ...keys.partner(bpId), ...keys.partnerListing(plid, status, bpId) });
    for (const cursor of [
      at(417, BUSINESS_STATUS.active, 'bp-417'),
      at(FIXTURE.plid, BUSINESS_STATUS.inReview, `bp-${FIXTURE.plid}-${BUSINESS_STATUS.inReview}-00`),
      'not-a-cursor',
    ]) {
      expect(await call('admin/listpartners', { cursor }), cursor).toMatchObject({
        status: 400,
        body: { message: COMMON_MESSAGES.badCursor },
      });
    }
  });

  it('lists the co-op’s active partners and opens one with its signed agreement', async () => {
    harness.actAs('backoffice');
    const list = await call('admin/listpartners');
    expect(harness.refusals).toEqual([]);
    expect(list.body).toEqual({
      success: true,
      next: null,
      partners: [
        {
          bpId: 'harness-bp',
          businessName: 'Harness Pizza',
          city: 'Lawrence',
          state: 'KS',
          signedAt: '2026-01-10T15:00:00.000Z',
          offers: 1,
          locations: 1,
        },
      ],
    });
    const one = await call('admin/getpartner', { bpId: 'harness-bp' });
    expect(one.body).toMatchObject({
      business: { bpId: 'harness-bp', businessName: 'Harness Pizza', status: 1 },
      offers: [{ dealId: 'harness-deal', status: 1, expirationDate: '2099-12-31', locations: ['Main'] }],
      agreements: [
        { version: 1, signer: { name: 'Samuel Signer', title: 'Owner' }, ip: '203.0.113.9', pdfSha256: 'b'.repeat(64) },
      ],
    });
    const pdf = await call('admin/agreementpdf', { bpId: 'harness-bp', version: 1 });
    expect(harness.refusals).toEqual([]);
    expect(pdf.body).toMatchObject({
      filename: 'Participating Business Agreement - Harness Pizza - v1.pdf',
      pdfBase64: Buffer.from('%PDF-harness').toString('base64'),
    });
    expect(await call('admin/agreementpdf', { bpId: 'harness-bp', version: 2 })).toMatchObject({
      status: 404,
      body: { message: PARTNERS_MESSAGES.agreementPdfMissing },
    });
  });

  it('switches an offer off and on and re-dates it, and search follows', async () => {
    expect(listings()).toHaveLength(1);
    const off = await call('admin/setoffer', {
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      status: 0,
      expirationDate: '2099-12-31',
    });
    expect(harness.refusals).toEqual([]);
    expect(off.body).toEqual({ success: true, message: PARTNERS_MESSAGES.offerSaved, live: false });
    expect(offer()).toMatchObject({ status: 0 });
    expect(listings()).toEqual([]);
    expect(stats()).toMatchObject({ liveOffers: 0 });
    // Found by nobody now: the member's search and opening it.
    harness.actAs('member');
    expect(
      (await call('b2c/listdeals', { payload: { criteria: 'pizza', zipcode: FIXTURE.zip, radius: 50 } })).body,
    ).toMatchObject({ deals: [] });
    harness.actAs('admin');

    const on = await call('admin/setoffer', {
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      status: 1,
      expirationDate: '2098-06-30',
    });
    expect(on.body).toMatchObject({ live: true });
    expect(listings()).toHaveLength(1);
    expect(listings()[0]!.endsAt).toBeGreaterThan(Date.UTC(2098, 5, 30));
    expect(listings()[0]!.endsAt).toBeLessThan(Date.UTC(2098, 6, 2));
    expect(stats()).toMatchObject({ liveOffers: 1 });

    // A date already past takes it out of search though it stays enabled.
    const past = await call('admin/setoffer', {
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      status: 1,
      expirationDate: '2020-01-01',
    });
    expect(past.body).toMatchObject({ live: false });
    expect(listings()).toEqual([]);
  });

  it('refuses an unknown offer, a bad date, another co-op and read-only staff, changing nothing', async () => {
    const before = JSON.stringify([harness.tables.all('core'), harness.tables.all('geo')]);
    expect(
      await call('admin/setoffer', { bpId: 'harness-bp', dealId: 'nope', status: 0, expirationDate: '2099-12-31' }),
    ).toMatchObject({ status: 404, body: { message: PARTNERS_MESSAGES.offerNotFound } });
    expect(
      await call('admin/setoffer', {
        bpId: 'harness-bp',
        dealId: 'harness-deal',
        status: 0,
        expirationDate: '12/31/2099',
      }),
    ).toMatchObject({ status: 400 });
    harness.actAs('admin', 417);
    expect(
      await call('admin/setoffer', {
        bpId: 'harness-bp',
        dealId: 'harness-deal',
        status: 0,
        expirationDate: '2099-12-31',
      }),
    ).toMatchObject({ status: 404, body: { message: PARTNERS_MESSAGES.businessNotFound } });
    harness.actAs('backoffice');
    expect(
      await call('admin/setoffer', {
        bpId: 'harness-bp',
        dealId: 'harness-deal',
        status: 0,
        expirationDate: '2099-12-31',
      }),
    ).toMatchObject({ status: 403 });
    expect(JSON.stringify([harness.tables.all('core'), harness.tables.all('geo')])).toBe(before);
  });
});
