import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { activeBusiness } from '../support/approved-business.js';
import { type Client, lastMailTo, post, useLocalAws } from '../support/live-env.js';

// Keeping offers current on DynamoDB Local (ADR 0095): a change of terms sent back keeps the live
// offer and reaches its owner by mail and on My business; a newer change replaces it, the older
// one can no longer be decided, and of parallel approvals of one change exactly one lands; a
// paused location leaves search at once.

beforeAll(() => useLocalAws());

interface MyOffers {
  offers: { dealId: string; value: string; change: { state: string; reviewNote: string | null } | null }[];
  locations: { locationId: string }[];
}
interface Queue {
  changes: { bpId: string; changeId: string; before: { value: string }; after: { value: string } }[];
}

const terms = (value: string) => ({
  value,
  dollarValue: '5',
  description: 'Cookies with any coffee for co-op members.',
  frequency: '1',
  timeLapse: 7,
  stubCopy: '',
  categories: [{ category: 'Dining', subcategories: ['Pizza'] }],
});
/** What members' search finds of the business: its deals' values. */
async function found(name: string): Promise<string[]> {
  const res = await post('b2c/listdeals', { key: '323', payload: { criteria: name, zipcode: '66044', radius: 50 } });
  return ((res.json.deals ?? []) as { value: string }[]).map((d) => d.value);
}
async function waiting(staff: Client, bpId: string) {
  return ((await staff.post('admin/listofferchanges', {})).json as unknown as Queue).changes.filter(
    (c) => c.bpId === bpId,
  );
}

describe('a change of an offer’s terms', () => {
  it('sent back keeps the live offer and tells the owner; a newer one replaces it and is approved once', async () => {
    const { bpId, name, owner, ownerEmail, staff } = await activeBusiness('offer-change');
    const mine = async () => (await owner.post('b2c/listmyoffers', { bpId })).json as unknown as MyOffers;
    const dealId = (await mine()).offers[0]?.dealId ?? '';
    expect(await found(name)).toEqual(['Free cookie']);

    expect((await owner.post('b2c/editmyoffer', { bpId, dealId, terms: terms('Two cookies') })).json).toEqual({
      success: true,
      message: OFFER_MESSAGES.changeSubmitted,
    });
    const [first] = await waiting(staff, bpId);
    expect(first).toMatchObject({ before: { value: 'Free cookie' }, after: { value: 'Two cookies' } });
    const reason = 'Two cookies is more than your agreement allows.';
    expect(
      (await staff.post('admin/sendbackofferchange', { bpId, dealId, changeId: first?.changeId, reason })).json,
    ).toEqual({ success: true, message: OFFER_MESSAGES.changeSentBack });
    expect((await lastMailTo(ownerEmail, /needs another look/)).body.text).toContain(reason);
    expect((await mine()).offers[0]).toMatchObject({
      value: 'Free cookie',
      change: { state: 'sentBack', reviewNote: reason },
    });
    expect(await waiting(staff, bpId)).toEqual([]);
    expect(await found(name)).toEqual(['Free cookie']);

    await owner.post('b2c/editmyoffer', { bpId, dealId, terms: terms('Cookie and coffee') });
    const [second] = await waiting(staff, bpId);
    expect(second?.after.value).toBe('Cookie and coffee');
    // The change staff saw first is no longer the one waiting.
    expect(await staff.post('admin/approveofferchange', { bpId, dealId, changeId: first?.changeId })).toMatchObject({
      status: 409,
      json: { message: OFFER_MESSAGES.changeNotWaiting },
    });
    const approvals = await Promise.all(
      [0, 1, 2].map(() => staff.post('admin/approveofferchange', { bpId, dealId, changeId: second?.changeId })),
    );
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await found(name)).toEqual(['Cookie and coffee']);
    expect((await mine()).offers[0]).toMatchObject({ value: 'Cookie and coffee', change: null });
  });

  it('a paused location takes the offer out of search at once, and back when resumed', async () => {
    const { bpId, name, owner } = await activeBusiness('location-pause');
    const { locations } = (await owner.post('b2c/listmyoffers', { bpId })).json as unknown as MyOffers;
    const locationId = locations[0]?.locationId ?? '';
    expect((await owner.post('b2c/setmylocation', { bpId, locationId, status: 0 })).json).toEqual({
      success: true,
      message: OFFER_MESSAGES.locationPaused,
    });
    expect(await found(name)).toEqual([]);
    await owner.post('b2c/setmylocation', { bpId, locationId, status: 1 });
    expect(await found(name)).toEqual(['Free cookie']);
  });
});
