import { beforeAll, describe, expect, it } from 'vitest';
import { removeListing } from '#functions/db/deal-index-repo.js';
import { DEAL_EXPIRES, dealMaker } from '../support/live-deal.js';
import { post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { usDateTime } from '#shared/us-dates.js';

// Opening, redeeming and favoriting deals through the portal's HTTP API on DynamoDB Local, each
// test with its own member and its own partner, offer and listing.

beforeAll(() => useLocalAws());

const RUN = `r${process.pid}${Date.now().toString(36)}`;

const member = async () => (await signedUpMember('deals')).client;

const deal = dealMaker(RUN);

describe('opening a deal', () => {
  it("shows the spec's opened deal data for the signed-in member", async () => {
    const client = await member();
    const { ref } = await deal({ frequency: 1, timeLapse: 7 }, { hideAddress: 1 });
    const res = await client.post('b2c/opendeal', { deal: ref });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({
      website: 'http://testpizza.example',
      businessName: expect.stringMatching(/^Test Pizza/),
      businessDescription: 'Wood-fired pizza',
      locationName: 'Downtown',
      address: '',
      city: 'Lawrence',
      value: '20% off',
      dollarValue: 7.5,
      redemptions: '1 time every 7 days',
      expirationDate: DEAL_EXPIRES.us,
      isFavorite: false,
      isPrinted: 1,
      isMobile: 1,
      stubCopy: 'One per table',
      customerName: 'Dee Saver',
      dealdata: ref,
    });
    expect(res.text).not.toContain('12 Mass St');
  });

  it('says the limit in words', async () => {
    const client = await member();
    for (const [frequency, timeLapse, words] of [
      [0, 1, 'Unlimited'],
      [1, 99999, 'Once per lifetime'],
      [3, 31, '3 times every 31 days'],
      [1, 1, '1 time every day'],
    ] as const) {
      const { ref } = await deal({ frequency, timeLapse });
      expect((await client.post('b2c/opendeal', { deal: ref })).json.data).toMatchObject({ redemptions: words });
    }
  });

  it('asks a visitor to log in, and refuses an expired or withdrawn deal with a clear message', async () => {
    const { ref } = await deal();
    expect((await post('b2c/opendeal', { deal: ref })).status).toBe(401);
    const client = await member();
    const expired = await deal({}, { endsAt: Date.now() - 1000 });
    expect(await client.post('b2c/opendeal', { deal: expired.ref })).toMatchObject({
      status: 404,
      json: { message: DEALS_MESSAGES.dealExpired },
    });
    const withdrawn = await deal({}, { live: false });
    expect(await client.post('b2c/opendeal', { deal: withdrawn.ref })).toMatchObject({
      status: 404,
      json: { message: DEALS_MESSAGES.dealUnavailable },
    });
  });
});

describe('redeeming a deal', () => {
  it('lets exactly the allowed number of 50 parallel redemptions through, and says why the rest are refused', async () => {
    const client = await member();
    const { ref } = await deal({ frequency: 3, timeLapse: 7 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('b2c/printdeal', { deal: { ...ref, source: i % 2 ? 'W' : 'M' } }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    // The next use: the oldest of the three a week on, in the co-op's zone and named (as the coupon's issue time).
    const oldest = Math.min(...ok.map((r) => Date.parse((r.json.coupon as { redeemedAt: string }).redeemedAt)));
    expect(refused[0]!.json.message).toBe(
      `You have used this deal 3 times in the last 7 days. You can use it again on ${usDateTime(oldest + 7 * 86_400_000, 'America/Chicago')}.`,
    );
    // Every coupon id is distinct, four groups of four, and each redemption is in My Account's savings.
    const coupons = ok.map((r) => (r.json.coupon as { couponId: string }).couponId);
    expect(new Set(coupons).size).toBe(3);
    for (const id of coupons) expect(id).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const account = (await client.post('b2c/account', {})).json as {
      deals: { businessName: string; dollarvalue?: number }[];
      total: number;
    };
    expect(account.deals.filter((d) => d.businessName.startsWith('Test Pizza'))).toHaveLength(3);
    expect(account.total).toBeCloseTo(22.5, 2);
  });

  it('answers the coupon for print and mobile, and allows a once-per-lifetime deal once', async () => {
    const client = await member();
    const { ref } = await deal({ frequency: 1, timeLapse: 99999, isMobile: 1, isPrinted: 1 });
    const first = await client.post('b2c/printdeal', { deal: { ...ref, source: 'M' } });
    expect(first.status, first.text).toBe(200);
    expect(first.json.coupon).toMatchObject({
      source: 'M',
      value: '20% off',
      expirationDate: DEAL_EXPIRES.us,
      customerName: 'Dee Saver',
      address: '12 Mass St',
    });
    const again = await client.post('b2c/printdeal', { deal: { ...ref, source: 'W' } });
    expect(again).toMatchObject({
      status: 409,
      json: { message: 'You have already used this deal 1 time on this account.' },
    });
  });

  it('refuses a source the offer does not allow, and an unlimited deal never runs out', async () => {
    const client = await member();
    const printOnly = await deal({ isMobile: 0 });
    expect(await client.post('b2c/printdeal', { deal: { ...printOnly.ref, source: 'M' } })).toMatchObject({
      status: 409,
      json: { message: DEALS_MESSAGES.dealNoMobile },
    });
    const unlimited = await deal({ frequency: 0 });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => client.post('b2c/printdeal', { deal: { ...unlimited.ref, source: 'W' } })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("redeeming offline with a favorite's ticket", () => {
  it('answers eight parallel sends of one ticket, and a late one, with the one coupon it made, counted once', async () => {
    for (const frequency of [1, 0]) {
      const client = await member();
      const { ref } = await deal({ frequency, timeLapse: 7 });
      expect((await client.post('b2c/addfavorite', { deal: ref })).status).toBe(200);
      const listed = (await client.post('b2c/listfavoritesdeals', {})).json as { deals: { ticket: string }[] };
      const ticket = listed.deals[0]!.ticket;
      // A phone back in coverage resending a queued redemption from every tab at once.
      const replies = await Promise.all(
        Array.from({ length: 8 }, () => client.post('b2c/redeemoffline', { deal: ref, ticket })),
      );
      expect(
        replies.map((r) => r.status),
        `frequency ${frequency}: ${replies.map((r) => r.text).join('\n')}`,
      ).toEqual(Array(8).fill(200));
      const coupons = replies.map((r) => r.json.coupon as { couponId: string; redeemedAt: string });
      expect(coupons.map((c) => c.couponId)).toEqual(Array(8).fill(ticket));
      expect(new Set(coupons.map((c) => c.redeemedAt)).size).toBe(1);
      const late = await client.post('b2c/redeemoffline', { deal: ref, ticket });
      expect(late).toMatchObject({ status: 200, json: { coupon: coupons[0] } });
      const account = (await client.post('b2c/account', {})).json as { deals: { businessName: string }[] };
      expect(account.deals.filter((d) => d.businessName.startsWith('Test Pizza'))).toHaveLength(1);
    }
  });
});

describe('favorites', () => {
  it('adds and removes a favorite, flips isFavorite, and lists it; an ended deal stays listed with the reason', async () => {
    const client = await member();
    expect((await client.post('b2c/listfavoritesdeals', {})).json).toMatchObject({
      success: true,
      deals: [],
      message: DEALS_MESSAGES.noFavorites,
    });
    const a = await deal();
    const b = await deal();
    expect((await client.post('b2c/addfavorite', { deal: a.ref })).json).toEqual({ success: true });
    expect((await client.post('b2c/addfavorite', { deal: b.ref })).json).toEqual({ success: true });
    expect((await client.post('b2c/opendeal', { deal: a.ref })).json.data).toMatchObject({ isFavorite: true });
    let list = (await client.post('b2c/listfavoritesdeals', {})).json as {
      deals: { dealId: string; unavailable?: string }[];
    };
    expect(list.deals.map((d) => d.dealId).sort()).toEqual([a.ref.dealId, b.ref.dealId].sort());
    expect(list.deals.every((d) => d.unavailable === undefined)).toBe(true);

    await removeListing(b.listing); // the partner withdrew it
    list = (await client.post('b2c/listfavoritesdeals', {})).json as typeof list;
    expect(list.deals.find((d) => d.dealId === b.ref.dealId)).toMatchObject({
      unavailable: DEALS_MESSAGES.dealUnavailable,
    });

    expect((await client.post('b2c/removefavorite', { deal: a.ref })).json).toEqual({ success: true });
    expect((await client.post('b2c/opendeal', { deal: a.ref })).json.data).toMatchObject({ isFavorite: false });
    list = (await client.post('b2c/listfavoritesdeals', {})).json as typeof list;
    expect(list.deals.map((d) => d.dealId)).toEqual([b.ref.dealId]);
  });

  it('answers bad input with a clear 4xx, never a 5xx', async () => {
    const client = await member();
    const bodies: unknown[] = [
      {},
      { deal: null },
      { deal: { dealId: 5 } },
      { deal: { dealId: 'x'.repeat(65), locationId: 'y' } },
      { deal: { dealId: 'nope', locationId: 'nope' } },
      { deal: { dealId: 'a', locationId: 'b', source: 'X' } },
    ];
    for (const path of ['b2c/opendeal', 'b2c/printdeal', 'b2c/addfavorite', 'b2c/removefavorite']) {
      for (const body of bodies) {
        const res = await client.post(path, body);
        // Removing a favorite that is not there changes nothing and is no error.
        const ref = (body as { deal?: { dealId?: unknown; locationId?: unknown } }).deal;
        if (
          path === 'b2c/removefavorite' &&
          typeof ref?.dealId === 'string' &&
          ref.dealId.length <= 64 &&
          typeof ref.locationId === 'string'
        ) {
          expect(res.json).toEqual({ success: true });
          continue;
        }
        expect(res.status, `${path} ${JSON.stringify(body)} ${res.text}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    }
  });
});
