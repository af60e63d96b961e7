import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { EXAMPLE_MEMBER, OWNED, putOwnedBusiness } from '../support/route-examples.js';

// Keeping offers current (ADR 0095) under each route's IAM role: the owner pauses and resumes an
// offer or a location and extends an offer, and search follows at once; a change of terms waits
// beside the live offer until staff approve it (then the listing carries it) or send it back (the
// owner is mailed the reason); another member's business and another co-op's staff change nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
const own = { bpId: OWNED.bpId };
const listings = () =>
  harness.tables
    .all('geo')
    .filter((i) => i.dealId === OWNED.dealId && String(i.pk).startsWith(keys.dealListingsPk('')));
const offer = () => harness.tables.get('core', keys.partnerOffer(OWNED.bpId, OWNED.dealId));
const change = () => harness.tables.get('core', keys.offerChange(OWNED.bpId, OWNED.dealId));
const search = async () => {
  harness.actAs('member');
  const res = await call('b2c/listdeals', { payload: { criteria: 'loaves', zipcode: FIXTURE.zip, radius: 50 } });
  return (res.body.deals as { value: string }[]).map((d) => d.value);
};
const snapshot = () => JSON.stringify([harness.tables.all('core'), harness.tables.all('geo')]);
const terms = {
  value: '3 for 1 loaves',
  dollarValue: '9',
  description: 'Any loaf, two more free',
  frequency: '1',
  timeLapse: 7,
  stubCopy: '',
  categories: [{ category: 'Food', subcategories: ['Bakery'] }],
};

beforeEach(async () => {
  await harness.reset();
  putOwnedBusiness(harness, { change: false });
  harness.actAs('member');
  // Listed, as signing the agreement leaves a live offer.
  expect((await call('b2c/setmyoffer', { ...own, dealId: OWNED.dealId, status: 1 })).body).toMatchObject({
    live: true,
  });
  harness.mails.length = 0;
});

describe('pause, resume and extend', () => {
  it('pauses an offer out of search at once and resumes it back', async () => {
    expect(await search()).toEqual(['2 for 1 loaves']);
    const off = await call('b2c/setmyoffer', { ...own, dealId: OWNED.dealId, status: 0 });
    expect(harness.refusals).toEqual([]);
    expect(off.body).toEqual({ success: true, message: OFFER_MESSAGES.offerPaused, live: false });
    expect(listings()).toEqual([]);
    expect(await search()).toEqual([]);
    expect((await call('b2c/listmyoffers', own)).body).toMatchObject({
      offers: [{ dealId: OWNED.dealId, state: 'paused', status: 0 }],
    });
    const on = await call('b2c/setmyoffer', { ...own, dealId: OWNED.dealId, status: 1 });
    expect(on.body).toEqual({ success: true, message: OFFER_MESSAGES.offerResumed, live: true });
    expect(await search()).toEqual(['2 for 1 loaves']);
  });

  it('leaves an offer its co-op paused for the co-op to resume', async () => {
    harness.actAs('admin');
    const expirationDate = offer()?.expirationDate as string;
    await call('admin/setoffer', { ...own, dealId: OWNED.dealId, status: 0, expirationDate });
    harness.actAs('member');
    const before = snapshot();
    expect(await call('b2c/setmyoffer', { ...own, dealId: OWNED.dealId, status: 1 })).toMatchObject({
      status: 403,
      body: { message: OFFER_MESSAGES.pausedByStaff },
    });
    expect(snapshot()).toBe(before);
  });

  it('pauses a location, taking its offers out of search there, and resumes it', async () => {
    const off = await call('b2c/setmylocation', { ...own, locationId: OWNED.locationId, status: 0 });
    expect(harness.refusals).toEqual([]);
    expect(off.body).toEqual({ success: true, message: OFFER_MESSAGES.locationPaused });
    expect(await search()).toEqual([]);
    expect((await call('b2c/listmyoffers', own)).body).toMatchObject({
      offers: [{ state: 'noLocation' }],
      locations: [{ locationId: OWNED.locationId, status: 0 }],
    });
    await call('b2c/setmylocation', { ...own, locationId: OWNED.locationId, status: 1 });
    expect(await search()).toEqual(['2 for 1 loaves']);
  });

  it('extends to a later date, and refuses an earlier one or one past the perpetual date', async () => {
    const later = await call('b2c/extendmyoffer', { ...own, dealId: OWNED.dealId, expirationDate: '2049-12-31' });
    expect(harness.refusals).toEqual([]);
    expect(later.body).toMatchObject({ message: 'The offer now runs until 12/31/2049.', live: true });
    expect(offer()).toMatchObject({ expirationDate: '2049-12-31' });
    expect(listings()[0]?.endsAt).toBeGreaterThan(Date.UTC(2049, 11, 31));
    const before = snapshot();
    expect(
      await call('b2c/extendmyoffer', { ...own, dealId: OWNED.dealId, expirationDate: '2049-06-30' }),
    ).toMatchObject({ status: 400, body: { message: 'The new end date must be after the current one, 12/31/2049.' } });
    expect(snapshot()).toBe(before);
  });

  it('refuses a date past the perpetual date and a date that is no date', async () => {
    harness.tables.put('core', { ...offer(), expirationDate: '2030-01-01' });
    const before = snapshot();
    expect(
      await call('b2c/extendmyoffer', { ...own, dealId: OWNED.dealId, expirationDate: '2050-01-02' }),
    ).toMatchObject({ status: 400, body: { message: 'The end date can be at most 01/01/2050.' } });
    expect(
      await call('b2c/extendmyoffer', { ...own, dealId: OWNED.dealId, expirationDate: '2031-02-30' }),
    ).toMatchObject({ status: 400, body: { message: OFFER_MESSAGES.endDateInvalid } });
    expect(snapshot()).toBe(before);
  });
});

describe('a change of terms', () => {
  it('waits beside the live offer until staff approve it, then search shows it', async () => {
    const sent = await call('b2c/editmyoffer', { ...own, dealId: OWNED.dealId, terms });
    expect(harness.refusals).toEqual([]);
    expect(sent.body).toEqual({ success: true, message: OFFER_MESSAGES.changeSubmitted });
    // Members still see the live offer, unchanged.
    expect(offer()).toMatchObject({ value: '2 for 1 loaves', dollarValue: 6 });
    expect(await search()).toEqual(['2 for 1 loaves']);
    expect((await call('b2c/listmyoffers', own)).body).toMatchObject({
      offers: [
        { value: '2 for 1 loaves', state: 'live', change: { state: 'waiting', terms: { value: '3 for 1 loaves' } } },
      ],
    });

    harness.actAs('backoffice');
    const queue = await call('admin/listofferchanges');
    expect(queue.body).toMatchObject({
      changes: [
        {
          bpId: OWNED.bpId,
          businessName: 'Owned Bakery',
          dealId: OWNED.dealId,
          before: { value: '2 for 1 loaves', dollarValue: 6 },
          after: { value: '3 for 1 loaves', dollarValue: 9, description: 'Any loaf, two more free' },
        },
      ],
    });
    const { changeId } = (queue.body.changes as { changeId: string }[])[0] ?? { changeId: '' };
    expect(await call('admin/approveofferchange', { ...own, dealId: OWNED.dealId, changeId })).toMatchObject({
      status: 403,
    });
    harness.actAs('admin');
    const approved = await call('admin/approveofferchange', { ...own, dealId: OWNED.dealId, changeId });
    expect(harness.refusals).toEqual([]);
    expect(approved.body).toEqual({ success: true, message: OFFER_MESSAGES.changeApproved });
    expect(offer()).toMatchObject({ value: '3 for 1 loaves', dollarValue: 9, description: 'Any loaf, two more free' });
    expect(change()).toBeUndefined();
    expect(listings()).toMatchObject([{ value: '3 for 1 loaves', dollarValue: 9 }]);
    expect(await search()).toEqual(['3 for 1 loaves']);
    expect(harness.mails.map((m) => m.to[0])).toEqual([FIXTURE.email]);
    // Decided: a second approval finds nothing waiting.
    harness.actAs('admin');
    expect(await call('admin/approveofferchange', { ...own, dealId: OWNED.dealId, changeId })).toMatchObject({
      status: 409,
      body: { message: OFFER_MESSAGES.changeNotWaiting },
    });
  });

  it('sent back, keeps the live offer and tells the owner why', async () => {
    await call('b2c/editmyoffer', { ...own, dealId: OWNED.dealId, terms });
    harness.actAs('admin');
    const { changeId } = change() as { changeId: string };
    const back = await call('admin/sendbackofferchange', {
      ...own,
      dealId: OWNED.dealId,
      changeId,
      reason: 'Three for one is more than your agreement allows.',
    });
    expect(harness.refusals).toEqual([]);
    expect(back.body).toEqual({ success: true, message: OFFER_MESSAGES.changeSentBack });
    expect(offer()).toMatchObject({ value: '2 for 1 loaves' });
    expect((await call('admin/listofferchanges')).body).toEqual({ success: true, changes: [] });
    expect(harness.mails.map((m) => m.to[0])).toEqual([FIXTURE.email]);
    expect(harness.mailHtml[0]).toContain('Three for one is more than your agreement allows.');
    harness.actAs('member');
    expect((await call('b2c/listmyoffers', own)).body).toMatchObject({
      offers: [
        {
          value: '2 for 1 loaves',
          change: { state: 'sentBack', reviewNote: 'Three for one is more than your agreement allows.' },
        },
      ],
    });
    expect(await search()).toEqual(['2 for 1 loaves']);
  });

  it("refuses the wizard's failing checks and a change that changes nothing, storing nothing", async () => {
    const before = snapshot();
    for (const [bad, message] of [
      [{ value: ' ' }, PARTNERS_MESSAGES.offerValueRequired],
      [{ dollarValue: 'ten' }, PARTNERS_MESSAGES.offerDollarInvalid],
      [{ frequency: '0' }, PARTNERS_MESSAGES.offerFrequencyPositive],
      [{ categories: [] }, PARTNERS_MESSAGES.offerCategoryRequired],
      [{ timeLapse: 5 }, OFFER_MESSAGES.timeLapseInvalid],
      [
        { value: '2 for 1 loaves', dollarValue: '6', description: 'Any loaf, the second free' },
        OFFER_MESSAGES.changeUnchanged,
      ],
    ] as const) {
      expect(
        await call('b2c/editmyoffer', { ...own, dealId: OWNED.dealId, terms: { ...terms, ...bad } }),
        message,
      ).toMatchObject({ status: 400, body: { message } });
    }
    expect(snapshot()).toBe(before);
  });
});

describe('whose business', () => {
  it("shows and changes nothing of another member's business, and another co-op's staff decide nothing", async () => {
    await call('b2c/editmyoffer', { ...own, dealId: OWNED.dealId, terms });
    harness.tables.put('core', {
      ...harness.tables.get('core', keys.partner(OWNED.bpId)),
      memberId: EXAMPLE_MEMBER.memberId,
    });
    const before = snapshot();
    const notYours = { status: 404, body: { message: OFFER_MESSAGES.businessNotYours } };
    expect(await call('b2c/listmyoffers', own)).toMatchObject(notYours);
    expect(await call('b2c/setmyoffer', { ...own, dealId: OWNED.dealId, status: 0 })).toMatchObject(notYours);
    expect(await call('b2c/setmylocation', { ...own, locationId: OWNED.locationId, status: 0 })).toMatchObject(
      notYours,
    );
    expect(
      await call('b2c/extendmyoffer', { ...own, dealId: OWNED.dealId, expirationDate: '2049-12-31' }),
    ).toMatchObject(notYours);
    expect(await call('b2c/editmyoffer', { ...own, dealId: OWNED.dealId, terms })).toMatchObject(notYours);
    harness.actAs('admin', 417);
    const { changeId } = change() as { changeId: string };
    expect(await call('admin/listofferchanges')).toMatchObject({ body: { changes: [] } });
    expect(await call('admin/approveofferchange', { ...own, dealId: OWNED.dealId, changeId })).toMatchObject({
      status: 404,
      body: { message: PARTNERS_MESSAGES.businessNotFound },
    });
    expect(snapshot()).toBe(before);
    expect(harness.mails).toEqual([]);
  });
});
