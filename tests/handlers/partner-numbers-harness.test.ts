import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { NUMBERS_MESSAGES } from '#shared/schemas/partner-numbers-messages.js';
import { OPENS_PER_BATCH } from '#shared/schemas/partner-numbers.js';
import type { BusinessNumbers } from '#shared/schemas/partner-numbers.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';

// A business's numbers under the routes' IAM roles (ADR 0094): what members do with its deal
// (opens sent in a batch, prints, phone redemptions, favorites) is counted per offer, location
// and day, and read back for this month and the last twelve by its owner and its co-op's staff,
// by nobody else.

const harness = installIamHarness();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }));
afterAll(() => {
  vi.useRealTimers();
  harness.restore();
});

const deal = { dealId: 'harness-deal', locationId: 'harness-loc' };
const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
/** The fixture member becomes the owner of the fixture's business (as Send for Approval records it). */
const ownBusiness = () => {
  const partner = harness.tables.get('core', keys.partner('harness-bp'));
  harness.tables.put('core', { ...partner, memberId: FIXTURE.memberId });
};
const rowsOf = (body: unknown) => (body as BusinessNumbers).rows;

beforeEach(async () => {
  vi.setSystemTime(new Date('2026-11-18T18:00:00Z'));
  await harness.reset();
  harness.actAs('member');
});

describe("counting what members do with a business's deal", () => {
  it('counts opens, prints, phone redemptions, new favorites and savings per offer and location', async () => {
    // Opens come in a batch: the same deal twice and a deal nobody lists count one open.
    const opens = await call('b2c/countopens', { opens: [deal, deal, { dealId: 'no-such-deal', locationId: 'x' }] });
    expect(opens.body).toEqual({ success: true, counted: 1 });
    expect((await call('b2c/printdeal', { deal: { ...deal, source: 'W' } })).status).toBe(200);
    expect((await call('b2c/printdeal', { deal: { ...deal, source: 'M' } })).status).toBe(200);
    expect((await call('b2c/removefavorite', { deal })).status).toBe(200);
    expect((await call('b2c/addfavorite', { deal })).status).toBe(200);
    // Favorited again while it already is one: no second favorite.
    expect((await call('b2c/addfavorite', { deal })).status).toBe(200);
    expect(harness.refusals).toEqual([]);

    ownBusiness();
    const numbers = await call('b2c/businessnumbers', { bpId: 'harness-bp' });
    expect(harness.refusals).toEqual([]);
    expect(numbers.status).toBe(200);
    const body = numbers.body as BusinessNumbers;
    expect(body.months).toHaveLength(13);
    expect(body.months.at(0)).toBe('2025-11');
    expect(body.months.at(-1)).toBe('2026-11');
    expect(body.rows).toEqual([
      {
        month: '2026-11',
        dealId: 'harness-deal',
        offer: '10% off',
        locationId: 'harness-loc',
        location: 'Main',
        opens: 1,
        prints: 1,
        phoneRedemptions: 1,
        favorites: 1,
        savings: 6,
      },
    ]);
  });

  it("counts on the co-op's own day and reads this month and the twelve before, no older", async () => {
    // 9 pm on the 30th in Chicago is already December in UTC.
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
    await harness.reset();
    harness.actAs('member');
    expect((await call('b2c/printdeal', { deal: { ...deal, source: 'W' } })).status).toBe(200);
    harness.tables.put('core', { ...keys.partnerDay('harness-bp', '2025-11-01'), 'print#harness-deal#harness-loc': 4 });
    harness.tables.put('core', { ...keys.partnerDay('harness-bp', '2025-10-31'), 'print#harness-deal#harness-loc': 9 });
    ownBusiness();
    const rows = rowsOf((await call('b2c/businessnumbers', { bpId: 'harness-bp' })).body);
    expect(rows.map((r) => [r.month, r.prints])).toEqual([
      ['2025-11', 4],
      ['2026-11', 1],
    ]);
  });

  it(`refuses a batch of more than ${OPENS_PER_BATCH} opens and counts none of it`, async () => {
    const response = await call('b2c/countopens', { opens: Array.from({ length: OPENS_PER_BATCH + 1 }, () => deal) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(NUMBERS_MESSAGES.opensTooMany);
    expect(harness.tables.all('core').filter((i) => String(i.pk).endsWith('#NUMBERS'))).toEqual([]);
  });
});

describe("who reads a business's numbers", () => {
  it('answers a member who does not own the business "not found", as for no business at all', async () => {
    const notOwned = await call('b2c/businessnumbers', { bpId: 'harness-bp' });
    const none = await call('b2c/businessnumbers', { bpId: 'no-such-bp' });
    expect(notOwned.status).toBe(404);
    expect(notOwned.body).toMatchObject({ message: NUMBERS_MESSAGES.businessNotYours });
    expect(none.body).toEqual(notOwned.body);
  });

  it("shows read-only staff their co-op's business's numbers, and another co-op's admin nothing", async () => {
    expect((await call('b2c/printdeal', { deal: { ...deal, source: 'W' } })).status).toBe(200);
    harness.actAs('backoffice');
    const staff = await call('admin/businessnumbers', { bpId: 'harness-bp' });
    expect(staff.status).toBe(200);
    expect(rowsOf(staff.body)).toMatchObject([{ month: '2026-11', prints: 1, savings: 3 }]);
    harness.actAs('admin', 417);
    const other = await call('admin/businessnumbers', { bpId: 'harness-bp' });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Harness Pizza');
  });
});
