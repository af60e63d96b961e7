import { beforeAll, describe, expect, it } from 'vitest';
import { DEAL_EXPIRES, dealMaker } from '../support/live-deal.js';
import { futureDay } from '../support/future-day.js';
import { Client, post, useLocalAws } from '../support/live-env.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// An admin switching an active partner's offer off, re-dating it and switching it on through the
// local portal: local deals search follows at once.

beforeAll(() => useLocalAws());
// The re-dated expiration is another future day than the deal's own.
const REDATED = futureDay(5, 1, 31);
const deal = dealMaker(`adminbp${process.pid}${Date.now().toString(36)}`);

/** This test's deal among what a text search for its business finds (other tests' businesses share names). */
const found = async (name: string, dealId: string) => {
  const res = await post('b2c/listdeals', { key: '323', payload: { criteria: name, zipcode: '66044', radius: 50 } });
  expect(res.status, res.text).toBe(200);
  return (res.json.deals as { businessName: string; dealId: string }[]).filter((d) => d.dealId === dealId);
};

describe('offers of active partners', () => {
  it('leave and rejoin search as staff switch them', async () => {
    const { ref, listing } = await deal({ value: 'Half off crust' });
    expect(await found(listing.businessName, ref.dealId)).toHaveLength(1);
    const staff = new Client();
    expect(
      (await staff.post('outside/login', { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' })).status,
    ).toBe(200);

    const off = await staff.post('admin/setoffer', {
      bpId: listing.bpId,
      dealId: ref.dealId,
      status: 0,
      expirationDate: DEAL_EXPIRES.iso,
    });
    expect(off.json).toEqual({ success: true, message: PARTNERS_MESSAGES.offerSaved, live: false });
    expect(await found(listing.businessName, ref.dealId)).toHaveLength(0);

    const on = await staff.post('admin/setoffer', {
      bpId: listing.bpId,
      dealId: ref.dealId,
      status: 1,
      expirationDate: REDATED.iso,
    });
    expect(on.json).toMatchObject({ live: true });
    expect(await found(listing.businessName, ref.dealId)).toHaveLength(1);
    const detail = await staff.post('admin/getpartner', { bpId: listing.bpId });
    expect(detail.json).toMatchObject({ offers: [{ dealId: ref.dealId, status: 1, expirationDate: REDATED.iso }] });

    const other = new Client();
    expect(
      (await other.post('outside/login', { email: 'staff@riverbend.example', password: 'Willow$Ferry64' })).status,
    ).toBe(200);
    expect(
      (
        await other.post('admin/setoffer', {
          bpId: listing.bpId,
          dealId: ref.dealId,
          status: 0,
          expirationDate: DEAL_EXPIRES.iso,
        })
      ).status,
    ).toBe(404);
    expect(await found(listing.businessName, ref.dealId)).toHaveLength(1);
  });
});
