import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cellRecord, listingGeohash, SUMMARY_CELL_PRECISION, type Listing } from '#functions/model/listing.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { sha256 } from '#functions/model/tokens.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { sampleDraft } from '../support/business-draft.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The review's listing takeover: a member of one co-op names another co-op's live
// deal's offer and location ids in the wizard, gets approved and signed, then switches "their"
// offer off. Ids are the server's now: the wizard refuses ids that are not its own business's, and
// every route that takes a deal id from a request acts only on the listing of the business it
// names, so the other co-op's deal stays as it was.

const harness = installIamHarness();
afterAll(() => harness.restore());

const VICTIM = { bpId: 'BP000004', dealId: 'DL000004', locationId: 'LOC000004', plid: 417 };
const ATTACKER_BP = 'bp-attacker';

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};

function victimListing(): Listing {
  return {
    dealId: VICTIM.dealId,
    locationId: VICTIM.locationId,
    bpId: VICTIM.bpId,
    lat: 38.97,
    lon: -95.24,
    businessName: 'Copper Wellness Spa',
    value: '15% off',
    description: 'Any massage',
    dollarValue: 12,
    logo: 'logos/spa.svg',
    address: '9 Elm St',
    city: 'Lawrence',
    state: 'KS',
    zipcode: FIXTURE.zip,
    hideAddress: 0,
    categories: [{ category: 'Dining', subcategories: ['Pizza'] }],
    endsAt: Date.now() + 86_400_000 * 30,
  };
}

/** A live deal of another co-op near the fixture's ZIP, as the demo data has them. */
function seedVictim() {
  const l = victimListing();
  harness.tables.put('core', {
    ...keys.partner(VICTIM.bpId),
    bpId: VICTIM.bpId,
    plid: VICTIM.plid,
    businessName: 'Copper Wellness Spa',
    businessDescription: 'Spa',
    website: 'copperspa.example',
    email: null,
    phone: null,
    logo: 'logos/spa.svg',
    image1: null,
    image2: null,
    status: 1,
  });
  harness.tables.put('core', {
    ...keys.partnerLocation(VICTIM.bpId, VICTIM.locationId),
    locationId: VICTIM.locationId,
    locationName: 'Spa',
    address: '9 Elm St',
    city: 'Lawrence',
    state: 'KS',
    zip: FIXTURE.zip,
    phone: null,
    hideAddress: 0,
    status: 1,
  });
  harness.tables.put('core', {
    ...keys.partnerOffer(VICTIM.bpId, VICTIM.dealId),
    ...keys.offerById(VICTIM.dealId),
    dealId: VICTIM.dealId,
    bpId: VICTIM.bpId,
    value: '15% off',
    dollarValue: 12,
    description: 'Any massage',
    stubCopy: '',
    frequency: 0,
    timeLapse: 1,
    expirationDate: '2099-12-31',
    isPrinted: 1,
    isMobile: 1,
    status: 1,
    locationIds: [VICTIM.locationId],
  });
  putListing(l);
}

function putListing(l: Listing) {
  const gh = listingGeohash(l);
  harness.tables.put('geo', {
    ...keys.dealListing(gh, l.dealId, l.locationId),
    ...keys.dealLocations(l.dealId, l.locationId),
    ...l,
  });
  harness.tables.put('geo', { ...keys.dealCell(gh.slice(0, SUMMARY_CELL_PRECISION)), r: new Set([cellRecord(l)]) });
}

const victimListings = () =>
  harness.tables.all('geo').filter((i) => i.bpId === VICTIM.bpId && String(i.pk).startsWith(keys.dealListingsPk('')));
const victimCore = () => harness.tables.all('core').filter((i) => i.pk === keys.partner(VICTIM.bpId).pk);

/** The attacker's draft: their own business, with the victim's offer and location ids as "database ids". */
function attackDraft() {
  const draft = sampleDraft(ATTACKER_BP);
  draft.locations = [{ ...draft.locations[0]!, databaseId: VICTIM.locationId }];
  draft.offers = [{ ...draft.offers[0]!, databaseId: VICTIM.dealId }];
  return draft;
}

beforeEach(async () => {
  await harness.reset();
  seedVictim();
});

describe("another co-op's deal ids in the wizard", () => {
  it.each([
    ['saved for later', false],
    ['sent for approval', true],
  ])('are refused when %s, and nothing is written', async (_what, submit) => {
    const before = { core: victimCore(), geo: victimListings() };
    const draft = attackDraft();
    const res = await call('tbp/savebusinesstemp', {
      businessName: draft.businessInfo.businessName,
      id: ATTACKER_BP,
      json: draft,
      submit,
    });
    expect(res).toMatchObject({ status: 400, body: { success: false, message: PARTNERS_MESSAGES.draftForeignId } });
    expect(
      harness.tables
        .all('core')
        .filter((i) => String(i.sk).startsWith(keys.draftPrefix) || i.pk === keys.partner(ATTACKER_BP).pk),
    ).toEqual([]);
    expect({ core: victimCore(), geo: victimListings() }).toEqual(before);
  });

  it('mints the ids of a new business, claims them, and accepts them back from its own draft only', async () => {
    const draft = sampleDraft(ATTACKER_BP);
    const sent = await call('tbp/savebusinesstemp', {
      businessName: 'Sample Bakery',
      id: ATTACKER_BP,
      json: draft,
      submit: true,
    });
    expect(sent.status).toBe(200);
    const stored = (sent.body as { draft: ReturnType<typeof sampleDraft> }).draft;
    const dealId = stored.offers[0]!.databaseId!;
    expect(dealId).toMatch(/^[A-Za-z0-9-]{1,64}$/);
    expect(dealId).not.toBe(VICTIM.dealId);
    expect(harness.tables.get('core', keys.recordIdClaim('OFFER', dealId))).toMatchObject({ bpId: ATTACKER_BP });
    expect(harness.tables.get('core', keys.recordIdClaim('LOCATION', stored.locations[0]!.databaseId!))).toMatchObject({
      bpId: ATTACKER_BP,
    });
  });

  it("refuses a new business under another member's business id", async () => {
    const draft = sampleDraft(VICTIM.bpId);
    expect(await call('tbp/savebusinesstemp', { businessName: 'x', id: VICTIM.bpId, json: draft })).toMatchObject({
      status: 409,
      body: { message: PARTNERS_MESSAGES.businessIdTaken },
    });
    expect(victimCore()).toHaveLength(3);
  });
});

describe('ids two businesses share (data written before ids were claimed)', () => {
  beforeEach(() => {
    // The attacker's approved, signed business as the old wizard stored it: the victim's ids, listed in its own ZIP.
    harness.tables.put('core', {
      ...keys.partner(ATTACKER_BP),
      ...keys.partnerListing(FIXTURE.plid, BUSINESS_STATUS.active, ATTACKER_BP),
      bpId: ATTACKER_BP,
      plid: FIXTURE.plid,
      memberId: 'someone',
      businessName: 'Evil Spa',
      businessDescription: '',
      website: 'evil.example',
      email: null,
      phone: null,
      logo: 'logos/evil.svg',
      image1: null,
      image2: null,
      status: 1,
    });
    harness.tables.put('core', {
      ...keys.partnerLocation(ATTACKER_BP, VICTIM.locationId),
      locationId: VICTIM.locationId,
      locationName: 'Evil',
      address: '1 Bad St',
      city: 'Lawrence',
      state: 'KS',
      zip: FIXTURE.zip,
      phone: null,
      hideAddress: 0,
      status: 1,
    });
    harness.tables.put('core', {
      ...keys.partnerOffer(ATTACKER_BP, VICTIM.dealId),
      ...keys.offerById(VICTIM.dealId),
      dealId: VICTIM.dealId,
      bpId: ATTACKER_BP,
      value: 'Evil coupon',
      dollarValue: 1,
      description: 'Evil',
      stubCopy: '',
      frequency: 0,
      timeLapse: 1,
      expirationDate: '2099-12-31',
      isPrinted: 1,
      isMobile: 1,
      status: 1,
      locationIds: [VICTIM.locationId],
    });
    putListing({
      ...victimListing(),
      bpId: ATTACKER_BP,
      businessName: 'Evil Spa',
      lat: 38.9,
      lon: -95.3,
      value: 'Evil coupon',
    });
  });

  it("staff switching the attacker's offer off leave the other co-op's listing in search", async () => {
    harness.actAs('admin');
    const off = await call('admin/setoffer', {
      bpId: ATTACKER_BP,
      dealId: VICTIM.dealId,
      status: 0,
      expirationDate: '2099-12-31',
    });
    expect(off.body).toMatchObject({ success: true, live: false });
    expect(victimListings()).toEqual([
      expect.objectContaining({ businessName: 'Copper Wellness Spa', value: '15% off' }),
    ]);
    expect(
      harness.tables
        .all('geo')
        .filter((i) => i.bpId === ATTACKER_BP && String(i.pk).startsWith(keys.dealListingsPk(''))),
    ).toEqual([]);
    // Once the shared id is gone, a member opening the deal gets the spa, not the attacker's business.
    harness.actAs('member');
    expect(
      (await call('b2c/opendeal', { deal: { dealId: VICTIM.dealId, locationId: VICTIM.locationId } })).body,
    ).toMatchObject({ data: { businessName: 'Copper Wellness Spa', website: 'http://copperspa.example' } });
  });

  it("a member opening or printing the shared ids gets neither business's coupon", async () => {
    const ref = { dealId: VICTIM.dealId, locationId: VICTIM.locationId };
    expect(await call('b2c/opendeal', { deal: ref })).toMatchObject({
      status: 404,
      body: { message: DEALS_MESSAGES.dealUnavailable },
    });
    expect(await call('b2c/printdeal', { deal: { ...ref, source: 'W' } })).toMatchObject({
      status: 404,
      body: { message: DEALS_MESSAGES.dealUnavailable },
    });
    expect(await call('b2c/addfavorite', { deal: ref })).toMatchObject({ status: 404 });
    expect(
      harness.tables
        .all('core')
        .filter((i) => String(i.sk).startsWith(keys.savingPrefix) && i.dealId === VICTIM.dealId),
    ).toEqual([]);
  });

  it("refuses to send the old draft's shared ids for approval again", async () => {
    const draft = attackDraft();
    harness.tables.put('core', {
      ...keys.draft(FIXTURE.memberId, 'bp-old'),
      bpId: 'bp-old',
      memberId: FIXTURE.memberId,
      plid: FIXTURE.plid,
      businessName: 'Sample Bakery',
      version: 1,
      status: BUSINESS_STATUS.rejected,
      draft: { ...draft, bpId: 'bp-old' },
      reviewNote: 'Fix it',
      updatedAt: new Date().toISOString(),
    });
    const res = await call('tbp/savebusinesstemp', {
      businessName: 'Sample Bakery',
      id: 'bp-old',
      json: { ...draft, bpId: 'bp-old' },
      version: 1,
      submit: true,
    });
    expect(res).toMatchObject({ status: 400, body: { message: PARTNERS_MESSAGES.draftForeignId } });
    expect(harness.tables.all('core').filter((i) => i.pk === keys.partner('bp-old').pk)).toEqual([]);
  });
});

describe('signing a business whose offer id another business holds', () => {
  it('signs, but lists none of that offer, and the other listing stays', async () => {
    // Submitted before ids were claimed, approved: its offer shares the victim's id.
    const draft = sampleDraft(ATTACKER_BP);
    expect(
      (
        await call('tbp/savebusinesstemp', {
          businessName: 'Sample Bakery',
          id: ATTACKER_BP,
          json: draft,
          submit: true,
        })
      ).status,
    ).toBe(200);
    const partner = harness.tables
      .all('core')
      .find((i) => i.pk === keys.partner(ATTACKER_BP).pk && i.sk === 'PROFILE')!;
    harness.tables.put('core', {
      ...partner,
      status: BUSINESS_STATUS.approved,
      ...keys.partnerListing(FIXTURE.plid, BUSINESS_STATUS.approved, ATTACKER_BP),
    });
    const offer = harness.tables
      .all('core')
      .find(
        (i) => i.pk === keys.partner(ATTACKER_BP).pk && String(i.sk).startsWith(keys.partnerOffer(ATTACKER_BP, '').sk),
      )!;
    harness.tables.put('core', {
      ...keys.partnerOffer(VICTIM.bpId, String(offer.dealId)),
      ...keys.offerById(String(offer.dealId)),
      dealId: offer.dealId,
      bpId: VICTIM.bpId,
      status: 1,
      locationIds: [VICTIM.locationId],
    });
    harness.tables.put('ephemeral', {
      ...keys.token(sha256(FIXTURE.linkKey2)),
      purpose: 'agreement',
      bpId: ATTACKER_BP,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const before = victimListings();
    harness.use(permissionsFor(routes['outside/signAgreement']));
    const signed = await callRoute('outside/signAgreement', {
      key1: ATTACKER_BP,
      key2: FIXTURE.linkKey2,
      eSignature: { by: 'Sam', name: 'Sam Signer', title: 'Owner' },
      agreement: '',
    });
    expect(signed.body).toEqual({ success: true, message: PARTNERS_MESSAGES.agreementSigned });
    expect(harness.tables.all('geo').filter((i) => i.bpId === ATTACKER_BP)).toEqual([]);
    expect(victimListings()).toEqual(before);
  });
});

describe('ids in deal requests', () => {
  it.each(['DL#000004', 'DL000004#LOC', '../x', ''])('refuses %j as a deal id', async (dealId) => {
    expect(await call('b2c/opendeal', { deal: { dealId, locationId: VICTIM.locationId } })).toMatchObject({
      status: 400,
      body: { message: DEALS_MESSAGES.dealUnavailable },
    });
  });
});
