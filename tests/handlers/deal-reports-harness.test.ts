import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { fill } from '#shared/constants.js';
import { LIMIT_RULES, tooManyMessage } from '#shared/rate-limits.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';

// "Report a problem" on a local deal (ADR 0096) under each route's IAM role: a member's report
// lands in the staff inbox of the business's co-op with the deal, business and location, the
// business is emailed without the member's identity, a second open report of the same deal is
// refused (parallel ones too), a staff reply closes it, and the owner lists its business's reports.

const harness = installIamHarness();
afterAll(() => harness.restore());

const deal = { dealId: 'harness-deal', locationId: 'harness-loc' };
const COOP = 'Prairie Sky Electric';
const BUSINESS_EMAIL = 'owner@harnesspizza.example';

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
/** The fixture member's reports (the seeded one is another member's). */
const myReports = () =>
  harness.tables
    .all('core')
    .filter((i) => String(i.pk) === keys.dealReportsPk(FIXTURE.plid) && i.memberId === FIXTURE.memberId);
const myOpenMark = () => harness.tables.get('core', keys.openDealReport(FIXTURE.memberId, deal.dealId));
/** The harness business, owned by `memberId`, with its own address. */
function ownBusiness(memberId: string | undefined, email: string | null = BUSINESS_EMAIL) {
  const partner = harness.tables.get('core', keys.partner('harness-bp'))!;
  harness.tables.put('core', { ...partner, memberId, email });
}

beforeEach(async () => {
  await harness.reset();
  harness.actAs('member');
  ownBusiness('harness-owner-0001');
});

describe('a member reports a problem with a deal', () => {
  it('reaches the inbox with the deal, business and location, and mails the business without who sent it', async () => {
    const res = await call('b2c/reportdeal', { deal, reason: 'refused', message: 'The cashier would not take it.' });
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: expect.stringContaining('The business is told what went wrong') },
    });
    expect(myReports()).toMatchObject([
      {
        kind: 'report',
        status: 'new',
        reason: 'refused',
        message: 'The cashier would not take it.',
        bpId: 'harness-bp',
        dealId: 'harness-deal',
        locationId: 'harness-loc',
        businessName: 'Harness Pizza',
        offerValue: '10% off',
        locationName: 'Main',
        email: FIXTURE.email,
        gsi1pk: keys.inboxNewPk(FIXTURE.plid),
        gsi2pk: keys.dealReportsOfBusinessPk('harness-bp'),
      },
    ]);
    expect(myOpenMark()).toMatchObject({ reportId: myReports()[0]!.reportId });

    expect(harness.mails).toEqual([
      { to: [BUSINESS_EMAIL], subject: 'A member reported a problem with Harness Pizza: 10% off' },
    ]);
    const html = harness.mailHtml[0]!;
    expect(html).toContain('The coupon was refused');
    expect(html).toContain('The cashier would not take it.');
    for (const identity of [FIXTURE.email, FIXTURE.memberId, 'Harness Member', 'Member'])
      expect(html, identity).not.toContain(identity);

    harness.actAs('admin');
    const inbox = await call('admin/listinbox', { view: 'report' });
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'report',
        fromName: 'Harness Member',
        email: FIXTURE.email,
        subject: 'Deal report: The coupon was refused',
        status: 'new',
        report: expect.objectContaining({ bpId: 'harness-bp', dealId: 'harness-deal', locationId: 'harness-loc' }),
      }),
    );
  });

  it('mails the owner when the business has no address of its own', async () => {
    ownBusiness(FIXTURE.memberId, null);
    expect((await call('b2c/reportdeal', { deal, reason: 'closed' })).status).toBe(200);
    expect(harness.mails).toMatchObject([{ to: [FIXTURE.email] }]);
  });

  it('refuses a second open report of the same deal, and parallel ones leave exactly one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('b2c/reportdeal', { deal, reason: 'details' })),
    );
    expect(harness.refusals).toEqual([]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body).toMatchObject({ message: fill(REPORT_MESSAGES.alreadyOpen, { coop: COOP }) });
    expect(myReports()).toHaveLength(1);
    expect(harness.mails).toHaveLength(1);

    const before = JSON.stringify(harness.tables.all('core'));
    expect(await call('b2c/reportdeal', { deal, reason: 'other', message: 'Again' })).toMatchObject({
      status: 409,
      body: { message: fill(REPORT_MESSAGES.alreadyOpen, { coop: COOP }) },
    });
    expect(JSON.stringify(harness.tables.all('core'))).toBe(before);
  });

  it('refuses bad input with its message, changing nothing', async () => {
    const before = JSON.stringify(harness.tables.all('core'));
    const cases: [object, number, string][] = [
      [{ deal, reason: 'other' }, 400, REPORT_MESSAGES.messageRequired],
      [{ deal, reason: 'other', message: '   ' }, 400, REPORT_MESSAGES.messageRequired],
      [{ deal, reason: 'refused', message: 'x'.repeat(1001) }, 400, REPORT_MESSAGES.messageTooLong],
      [{ deal, reason: 'angry' }, 400, REPORT_MESSAGES.reasonRequired],
      [{ deal }, 400, REPORT_MESSAGES.reasonRequired],
      [{ deal: { ...deal, locationId: 'no-such-loc' }, reason: 'refused' }, 404, DEALS_MESSAGES.dealUnavailable],
    ];
    for (const [body, status, message] of cases)
      expect(await call('b2c/reportdeal', body), JSON.stringify(body)).toMatchObject({ status, body: { message } });
    expect(JSON.stringify(harness.tables.all('core'))).toBe(before);
    expect(harness.mails).toEqual([]);
  });

  it('holds a member to the hourly allowance', async () => {
    const window = Math.floor(Date.now() / 1000 / LIMIT_RULES.dealReportMember.windowSeconds);
    const start = window * LIMIT_RULES.dealReportMember.windowSeconds;
    harness.tables.put('ephemeral', {
      ...keys.rate(LIMIT_RULES.dealReportMember.action, FIXTURE.memberId, start),
      count: LIMIT_RULES.dealReportMember.max,
      expiresAt: start + 2 * LIMIT_RULES.dealReportMember.windowSeconds,
    });
    const res = await call('b2c/reportdeal', { deal, reason: 'refused' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes?/);
    expect(tooManyMessage(3600)).toMatch(/^Too many attempts/);
    expect(myReports()).toEqual([]);
    expect(harness.mails).toEqual([]);
  });
});

describe('staff answer a report', () => {
  it('mails the member, closes the report and lets the member report the deal again', async () => {
    expect((await call('b2c/reportdeal', { deal, reason: 'refused' })).status).toBe(200);
    const id = String(myReports()[0]!.sk);
    harness.mails.length = 0;

    harness.actAs('backoffice');
    expect(await call('admin/replyinbox', { kind: 'report', id, text: 'We paused it.' })).toMatchObject({
      status: 403,
    });
    expect(myOpenMark()).toBeDefined();

    harness.actAs('admin');
    const reply = await call('admin/replyinbox', { kind: 'report', id, text: 'Thank you: we paused the offer.' });
    expect(harness.refusals).toEqual([]);
    expect(reply).toMatchObject({
      status: 200,
      body: { item: { kind: 'report', status: 'answered', replies: [{ to: FIXTURE.email }] } },
    });
    expect(harness.mails).toEqual([{ to: [FIXTURE.email], subject: 'Re: Deal report: The coupon was refused' }]);
    expect(myReports()[0]).toMatchObject({ status: 'answered' });
    expect(myReports()[0]!.gsi1pk).toBeUndefined();
    expect(myOpenMark()).toBeUndefined();

    // A second answer is kept with it; it does not touch the member's next report.
    harness.actAs('member');
    expect((await call('b2c/reportdeal', { deal, reason: 'closed' })).status).toBe(200);
    const newer = myOpenMark();
    harness.actAs('admin');
    expect((await call('admin/replyinbox', { kind: 'report', id, text: 'One more thing.' })).status).toBe(200);
    expect(myOpenMark()).toEqual(newer);
  });
});

describe("the business's list of reports", () => {
  it('shows its owner the reports about its offers and their status, never who sent them', async () => {
    ownBusiness(FIXTURE.memberId);
    const res = await call('b2c/listbusinessreports', { bpId: 'harness-bp' });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toEqual({
      success: true,
      next: null,
      reports: [
        {
          id: `${FIXTURE.inboxAt}#${FIXTURE.reportId}`,
          createdAt: FIXTURE.inboxAt,
          reason: 'refused',
          reasonText: 'The coupon was refused',
          message: 'The cashier said the offer ended.',
          dealId: 'harness-deal',
          offerValue: '10% off',
          locationName: 'Main',
          status: 'open',
          closedAt: null,
        },
      ],
    });
    const text = JSON.stringify(res.body);
    for (const identity of ['Robin Reporter', 'robin.reporter@example.com', FIXTURE.reporterId])
      expect(text).not.toContain(identity);

    harness.actAs('admin');
    await call('admin/replyinbox', { kind: 'report', id: `${FIXTURE.inboxAt}#${FIXTURE.reportId}`, text: 'Done.' });
    harness.actAs('member');
    const closed = await call('b2c/listbusinessreports', { bpId: 'harness-bp' });
    expect(closed.body).toMatchObject({ reports: [{ status: 'closed', closedAt: expect.any(String) }] });
  });

  it('is not found for a business the member does not own, or one that does not exist', async () => {
    for (const bpId of ['harness-bp', 'no-such-bp'])
      expect(await call('b2c/listbusinessreports', { bpId })).toMatchObject({
        status: 404,
        body: { message: REPORT_MESSAGES.businessNotFound },
      });
  });
});
