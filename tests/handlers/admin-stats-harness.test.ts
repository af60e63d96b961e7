import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { weekOf } from '#functions/core/admin/stats.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { sampleDraft } from '../support/business-draft.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// The Dashboard and the redemption report under their IAM roles: the figures move when a member
// signs up or redeems (counters kept as the data changes), the report sums by business, deal and
// month, and a bad period is refused.

const harness = installIamHarness();
// A Wednesday noon (UTC, as the figures are bucketed), and time runs on from there: no day or
// week can end between the test's "today" and the server's.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }));
afterAll(() => {
  vi.useRealTimers();
  harness.restore();
});

const call = (path: RoutePath, body: object = {}, session = true) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session });
};
const today = '2026-11-18';

beforeEach(async () => {
  vi.setSystemTime(new Date('2026-11-18T12:00:00Z'));
  await harness.reset();
});

describe('the dashboard', () => {
  it('counts a sign-up and a redemption as they happen, with 26 weeks for the charts', async () => {
    harness.actAs('backoffice');
    const before = (await call('admin/dashboard')).body;
    expect(harness.refusals).toEqual([]);
    expect(before).toMatchObject({ success: true, members: 1, liveDeals: 1, waitingPartners: 0 });
    const weeks = before.weeks as { week: string; redemptions: number; signups: number }[];
    expect(weeks).toHaveLength(26);
    expect(weeks.at(-1)!.week).toBe(weekOf(today));
    expect(new Date(`${weeks[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);

    harness.actAs('member');
    expect(
      (await call('b2c/printdeal', { deal: { dealId: 'harness-deal', locationId: 'harness-loc', source: 'W' } }))
        .status,
    ).toBe(200);
    const signup = await call(
      'outside/saveuser',
      {
        firstName: 'Nia',
        lastName: 'New',
        email: 'nia.new@prairiesky.example',
        password: FIXTURE.newPassword,
        passwordConfirmation: FIXTURE.newPassword,
        zip: FIXTURE.zip,
        plid: FIXTURE.plid,
      },
      false,
    );
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    expect(
      (
        await call('tbp/savebusinesstemp', {
          businessName: 'Sample Bakery',
          id: 'bp-harness-2',
          json: sampleDraft('bp-harness-2'),
          submit: true,
        })
      ).status,
    ).toBe(200);

    harness.actAs('backoffice');
    const after = (await call('admin/dashboard')).body;
    expect(after).toMatchObject({
      members: 2,
      signups30: (before.signups30 as number) + 1,
      redemptions30: (before.redemptions30 as number) + 1,
      savings30: (before.savings30 as number) + 3,
      waitingPartners: 1,
    });
    const thisWeek = (after.weeks as typeof weeks).at(-1)!;
    expect(thisWeek).toMatchObject({ redemptions: weeks.at(-1)!.redemptions + 1, signups: weeks.at(-1)!.signups + 1 });
    expect(
      harness.tables.get('core', keys.redemptionStat(FIXTURE.plid, today, 'harness-bp', 'harness-deal')),
    ).toMatchObject({ redemptions: 1, savingsCents: 300, businessName: 'Harness Pizza' });
  });
});

describe("the co-op's day", () => {
  it("counts an evening redemption on the co-op's own date, not on the next UTC date", async () => {
    // 9 pm on the 18th in Chicago is already the 19th in UTC.
    vi.setSystemTime(new Date('2026-11-19T03:00:00Z'));
    await harness.reset(); // sessions that start at this hour
    harness.actAs('member');
    expect(
      (await call('b2c/printdeal', { deal: { dealId: 'harness-deal', locationId: 'harness-loc', source: 'W' } }))
        .status,
    ).toBe(200);
    expect(
      harness.tables.get('core', keys.redemptionStat(FIXTURE.plid, '2026-11-18', 'harness-bp', 'harness-deal')),
    ).toMatchObject({ redemptions: 1 });
    expect(
      harness.tables.get('core', keys.redemptionStat(FIXTURE.plid, '2026-11-19', 'harness-bp', 'harness-deal')),
    ).toBeUndefined();
    harness.actAs('backoffice');
    const report = (await call('admin/redemptionreport', { from: '2026-11-18', to: '2026-11-18' })).body;
    expect(report).toMatchObject({ totals: { redemptions: 1 } });
  });
});

describe('the redemption report', () => {
  it('sums by business, deal and month within the period', async () => {
    harness.actAs('backoffice');
    harness.tables.put('core', {
      ...keys.redemptionStat(FIXTURE.plid, '2026-02-03', 'harness-bp', 'harness-deal'),
      day: '2026-02-03',
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      businessName: 'Harness Pizza',
      value: '10% off',
      redemptions: 2,
      savingsCents: 600,
    });
    harness.tables.put('core', {
      ...keys.redemptionStat(FIXTURE.plid, '2026-02-04', 'bp-cafe', 'deal-cafe'),
      day: '2026-02-04',
      bpId: 'bp-cafe',
      dealId: 'deal-cafe',
      businessName: 'Corner Cafe',
      value: 'Free coffee',
      redemptions: 5,
      savingsCents: 1250,
    });
    // Outside the period.
    harness.tables.put('core', {
      ...keys.redemptionStat(FIXTURE.plid, '2026-04-01', 'bp-cafe', 'deal-cafe'),
      day: '2026-04-01',
      bpId: 'bp-cafe',
      dealId: 'deal-cafe',
      businessName: 'Corner Cafe',
      value: 'Free coffee',
      redemptions: 9,
      savingsCents: 2250,
    });
    const res = await call('admin/redemptionreport', { from: '2026-01-01', to: '2026-03-31' });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toEqual({
      success: true,
      from: '2026-01-01',
      to: '2026-03-31',
      totals: { redemptions: 8, savings: 21.5 },
      byBusiness: [
        { bpId: 'bp-cafe', businessName: 'Corner Cafe', redemptions: 5, savings: 12.5 },
        { bpId: 'harness-bp', businessName: 'Harness Pizza', redemptions: 3, savings: 9 },
      ],
      byDeal: [
        {
          bpId: 'bp-cafe',
          dealId: 'deal-cafe',
          businessName: 'Corner Cafe',
          deal: 'Free coffee',
          redemptions: 5,
          savings: 12.5,
        },
        {
          bpId: 'harness-bp',
          dealId: 'harness-deal',
          businessName: 'Harness Pizza',
          deal: '10% off',
          redemptions: 3,
          savings: 9,
        },
      ],
      byMonth: [
        { month: '2026-01', redemptions: 1, savings: 3 },
        { month: '2026-02', redemptions: 7, savings: 18.5 },
      ],
    });
  });

  it('refuses a period that is not dates, runs backwards or is longer than 366 days', async () => {
    harness.actAs('admin');
    expect(await call('admin/redemptionreport', { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.reportDateInvalid },
    });
    expect(await call('admin/redemptionreport', { from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.reportPeriodOrder },
    });
    expect(await call('admin/redemptionreport', { from: '2025-01-01', to: '2026-01-01' })).toMatchObject({
      status: 200,
    });
    expect(await call('admin/redemptionreport', { from: '2025-01-01', to: '2026-01-02' })).toMatchObject({
      status: 400,
      body: { message: ADMIN_MESSAGES.reportPeriodTooLong },
    });
  });
});
