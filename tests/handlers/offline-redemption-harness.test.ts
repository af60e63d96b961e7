import { afterAll, beforeEach, expect, it } from 'vitest';
import { permissionsFor } from '#infra/lib/permissions.js';
import { keys } from '#functions/db/keys.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { EXAMPLE_MEMBER } from '../support/route-examples.js';

// A 'Redeem on phone' made in a dead zone with the favorite's server-minted ticket, sent when the
// connection returns: counted once against the limit as it stands then, the ticket being the
// coupon id the cashier already saw, under the route's own IAM role.

const harness = installIamHarness();
afterAll(() => harness.restore());

const deal = { dealId: 'harness-deal', locationId: 'harness-loc' };
const COUPON_ID = /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/;

async function call(path: RoutePath, body: object) {
  harness.use(permissionsFor(routes[path]));
  const res = await callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
  expect(harness.refusals).toEqual([]);
  return res;
}
const redeem = (ticket: string) => call('b2c/redeemoffline', { deal, ticket });
/** The member's savings of this deal (the fixture has one of another). */
const savings = () =>
  harness.tables
    .all('core')
    .filter(
      (i) =>
        i.pk === keys.member(FIXTURE.memberId).pk &&
        String(i.sk).startsWith(keys.savingPrefix) &&
        i.dealId === deal.dealId,
    );

beforeEach(() => harness.reset());

it('lists each favorite with its ticket, and a favorite from before tickets gets one once', async () => {
  const listed = await call('b2c/listfavoritesdeals', {});
  expect(listed.body.deals).toMatchObject([{ ...deal, ticket: FIXTURE.offlineTicket }]);

  const fav = harness.tables.get('core', keys.favorite(FIXTURE.memberId, deal.dealId, deal.locationId))!;
  delete fav.ticket;
  harness.tables.put('core', fav);
  const first = ((await call('b2c/listfavoritesdeals', {})).body.deals as { ticket: string }[])[0]!.ticket;
  expect(first).toMatch(COUPON_ID);
  expect(((await call('b2c/listfavoritesdeals', {})).body.deals as { ticket: string }[])[0]!.ticket).toBe(first);
});

it('a new favorite comes with a ticket, and opening a deal tells the uses left', async () => {
  await call('b2c/removefavorite', { deal });
  await call('b2c/addfavorite', { deal });
  const ticket = ((await call('b2c/listfavoritesdeals', {})).body.deals as { ticket: string }[])[0]!.ticket;
  expect(ticket).toMatch(COUPON_ID);
  expect(ticket).not.toBe(FIXTURE.offlineTicket);
  expect(((await call('b2c/opendeal', { deal })).body.data as { remaining: number }).remaining).toBe(2);
});

it('counts the ticket once as the coupon id shown offline, issues the next ticket, and a replay answers the same coupon', async () => {
  const res = await redeem(FIXTURE.offlineTicket);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { coupon, ticket, remaining } = res.body as {
    coupon: { couponId: string; source: string };
    ticket: string;
    remaining: number;
  };
  expect(coupon).toMatchObject({ couponId: FIXTURE.offlineTicket, source: 'M' });
  expect(ticket).toMatch(COUPON_ID);
  expect(ticket).not.toBe(FIXTURE.offlineTicket);
  expect(remaining).toBe(1);
  expect(savings()).toHaveLength(1);

  const again = await redeem(FIXTURE.offlineTicket);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ coupon, ticket });
  expect(savings()).toHaveLength(1);
  expect(((await call('b2c/opendeal', { deal })).body.data as { remaining: number }).remaining).toBe(1);
  // The listing now hands out the next ticket.
  expect((await call('b2c/listfavoritesdeals', {})).body.deals).toMatchObject([{ ticket }]);
});

it('two parallel sends of one ticket count once and answer the same coupon', async () => {
  const [a, b] = await Promise.all([redeem(FIXTURE.offlineTicket), redeem(FIXTURE.offlineTicket)]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.body.coupon).toEqual(b.body.coupon);
  expect(savings()).toHaveLength(1);
  expect(
    harness.tables.all('core').filter((i) => String(i.sk).startsWith(keys.redemptionSlotPrefix(deal.dealId))),
  ).toHaveLength(1);
});

it('over the limit when it arrives: refused with the reason, nothing counted, the ticket still open', async () => {
  const recent = new Date(Date.now() - 86_400_000).toISOString();
  for (const slot of [0, 1])
    harness.tables.put('core', {
      ...keys.redemptionSlot(FIXTURE.memberId, deal.dealId, slot),
      slot,
      lastUsedAt: recent,
      couponId: `USED-AAAA-AAAA-AAA${slot + 2}`,
    });
  const res = await redeem(FIXTURE.offlineTicket);
  expect(res.status).toBe(409);
  expect(res.body.message).toMatch(/^You have used this deal 2 times in the last 7 days\. You can use it again on /);
  expect(savings()).toHaveLength(0);
  expect(harness.tables.get('core', keys.favorite(FIXTURE.memberId, deal.dealId, deal.locationId))!.ticket).toBe(
    FIXTURE.offlineTicket,
  );
});

it("refuses an unknown ticket and another member's ticket, counting nothing", async () => {
  const other = 'OTHR-MEMB-ERTK-2222';
  harness.tables.put('core', {
    ...keys.favorite(EXAMPLE_MEMBER.memberId, deal.dealId, deal.locationId),
    dealId: deal.dealId,
    locationId: deal.locationId,
    ticket: other,
  });
  for (const ticket of ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', other]) {
    const res = await redeem(ticket);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(DEALS_MESSAGES.ticketUnknown);
  }
  // A spent ticket of the other member is not an answer to this one either.
  harness.tables.put('core', {
    ...keys.redemptionTicket(EXAMPLE_MEMBER.memberId, other),
    dealId: deal.dealId,
    locationId: deal.locationId,
    coupon: { couponId: other },
  });
  expect((await redeem(other)).status).toBe(404);
  expect(savings()).toHaveLength(0);
  expect((await call('b2c/redeemoffline', { deal, ticket: 'not a ticket' })).status).toBe(400);
});
