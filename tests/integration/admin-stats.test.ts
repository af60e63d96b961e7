import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, RedemptionReport } from '#shared/schemas/admin-stats.js';
import { coopToday } from '#functions/core/coops/coop-time.js';
import { dealMaker } from '../support/live-deal.js';
import { loggedIn, signedUpMember, useLocalAws } from '../support/live-env.js';
import { OWN_COOP_ZIP, ownCoop } from '../support/own-coop.js';

// The Dashboard and the redemption report on the local portal: a sign-up and a redemption move
// the figures at once, and the report of today has the redemption under its business and deal.
// The figures are those of a co-op of the test's own: the demo co-ops' move with every other
// file's sign-ups and redemptions, which run at the same time.

beforeAll(() => useLocalAws());
const deal = dealMaker(`stats${process.pid}${Date.now().toString(36)}`);

describe('dashboard and report figures', () => {
  it('are open to a co-op viewer', async () => {
    const viewer = await loggedIn('viewer@prairiesky.example', 'Abacus$Meadow81');
    const dashboard = (await viewer.post('admin/dashboard', {})).json as Dashboard;
    expect(dashboard.members).toBeGreaterThan(0);
    expect(dashboard.weeks).toHaveLength(26);
  });

  it('count a new member and a redemption as they happen', async () => {
    const { admin: staff, plid } = await ownCoop('stats');
    // The co-op's own day (its figures are by its time zone's calendar), as the server reckons it
    // on this machine's clock. Across its midnight the 30 days and the last week move: then the
    // figures are taken again, on the new day.
    const measure = async () => {
      const today = await coopToday(plid);
      const before = (await staff.post('admin/dashboard', {})).json as Dashboard;
      const reportBefore = (await staff.post('admin/redemptionreport', { from: today, to: today }))
        .json as RedemptionReport;
      const { client } = await signedUpMember('stats', { plid, zip: OWN_COOP_ZIP });
      const { ref, listing } = await deal({ dollarValue: 7.25 });
      expect((await client.post('b2c/printdeal', { deal: { ...ref, source: 'W' } })).status).toBe(200);
      const after = (await staff.post('admin/dashboard', {})).json as Dashboard;
      const report = (await staff.post('admin/redemptionreport', { from: today, to: today })).json as RedemptionReport;
      return { sameDay: (await coopToday(plid)) === today, before, reportBefore, after, report, ref, listing };
    };
    let figures = await measure();
    if (!figures.sameDay) figures = await measure();
    const { before, reportBefore, after, report, ref, listing } = figures;
    expect(before.weeks).toHaveLength(26);
    expect(before.liveDeals, "the figures are the new co-op's, which has no partners").toBe(0);
    expect(after).toMatchObject({
      members: before.members + 1,
      signups30: before.signups30 + 1,
      redemptions30: before.redemptions30 + 1,
    });
    expect(after.savings30).toBeCloseTo(before.savings30 + 7.25, 2);
    expect(after.weeks.at(-1)!.redemptions).toBe(before.weeks.at(-1)!.redemptions + 1);

    expect(report.totals.redemptions).toBe(reportBefore.totals.redemptions + 1);
    expect(report.byDeal).toContainEqual({
      bpId: listing.bpId,
      dealId: ref.dealId,
      businessName: listing.businessName,
      deal: '20% off',
      redemptions: 1,
      savings: 7.25,
    });
    // The rows add up to the totals.
    expect(report.byBusiness.reduce((n, r) => n + r.redemptions, 0)).toBe(report.totals.redemptions);
    expect(report.byMonth.reduce((n, r) => n + r.savings, 0)).toBeCloseTo(report.totals.savings, 2);
  });
});
