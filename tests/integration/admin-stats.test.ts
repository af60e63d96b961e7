import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, RedemptionReport } from '../../shared/schemas/admin-stats.js';
import { dayIn } from '../../functions/core/dates.js';
import { DEMO_COOPS } from '../../infra/local/demo-data.js';
import { dealMaker } from '../support/live-deal.js';
import { Client, signedUpMember, useLocalAws } from '../support/live-env.js';

// The Dashboard and the redemption report on the local portal: a sign-up and a redemption move
// the figures at once, and the report of today has the redemption under its business and deal.

beforeAll(() => useLocalAws());
const deal = dealMaker(`stats${process.pid}${Date.now().toString(36)}`);

describe('dashboard and report figures', () => {
  it('count a new member and a redemption as they happen', async () => {
    const staff = new Client();
    expect((await staff.post('outside/login', { email: 'viewer@prairiesky.example', password: 'Abacus$Meadow81' })).status).toBe(200);
    const before = (await staff.post('admin/dashboard', {})).json as Dashboard;
    expect(before.members).toBeGreaterThan(0);
    expect(before.weeks).toHaveLength(26);
    // The co-op's own day: its figures are by its time zone's calendar.
    const today = dayIn(Date.now(), DEMO_COOPS[0]!.record.timeZone);
    const reportBefore = (await staff.post('admin/redemptionreport', { from: today, to: today })).json as RedemptionReport;

    const { client } = await signedUpMember('stats');
    const { ref, listing } = await deal({ dollarValue: 7.25 });
    expect((await client.post('b2c/printdeal', { deal: { ...ref, source: 'W' } })).status).toBe(200);

    const after = (await staff.post('admin/dashboard', {})).json as Dashboard;
    expect(after).toMatchObject({
      members: before.members + 1,
      signups30: before.signups30 + 1,
      redemptions30: before.redemptions30 + 1,
    });
    expect(after.savings30).toBeCloseTo(before.savings30 + 7.25, 2);
    expect(after.weeks.at(-1)!.redemptions).toBe(before.weeks.at(-1)!.redemptions + 1);

    const report = (await staff.post('admin/redemptionreport', { from: today, to: today })).json as RedemptionReport;
    expect(report.totals.redemptions).toBe(reportBefore.totals.redemptions + 1);
    expect(report.byDeal).toContainEqual({ bpId: listing.bpId, dealId: ref.dealId, businessName: listing.businessName, deal: '20% off', redemptions: 1, savings: 7.25 });
    // The rows add up to the totals.
    expect(report.byBusiness.reduce((n, r) => n + r.redemptions, 0)).toBe(report.totals.redemptions);
    expect(report.byMonth.reduce((n, r) => n + r.savings, 0)).toBeCloseTo(report.totals.savings, 2);
  });
});
