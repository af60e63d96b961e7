import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runCoopNumbers, runCoopReminders, runDuePartnerMail } from '#functions/core/partners/partner-mail-schedule.js';
import { addDays, dayIn, endOfDayIn } from '#functions/core/dates.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor, routePermissions } from '#infra/lib/permissions.js';
import { PARTNER_MAIL_JOB_DATA } from '#infra/stacks/digest-stack.js';
import { fill } from '#shared/constants.js';
import { addMonths } from '#shared/partner-mailings.js';
import { usFromIso } from '#shared/us-dates.js';
import { routes } from '#shared/routes.js';
import { PARTNER_MAIL_MESSAGES } from '#shared/schemas/partner-mail-messages.js';
import { callRoute, FIXTURE, installIamHarness, loadHandler, routeEvent } from '../support/iam-harness.js';

// The partner's mail (ADR 0097) under the partner mail function's own role and the link routes'
// roles: each end-date reminder goes once per offer and end date, whatever the reruns; its link
// extends the offer once (the listing carries the new date) and a second use is refused with the
// date; the monthly numbers go once per business and month, and not after the opt-out link.

const harness = installIamHarness();
afterAll(() => harness.restore());

/** 9:05 on December 1st in Chicago (the fixture co-op's time zone). */
const DEC_1 = Date.parse('2026-12-01T15:05:00Z');
const DAY = 86_400_000;
const OWNER = 'owner@harness-pizza.example';

const mailsLike = (subject: RegExp) => harness.mails.filter((m) => subject.test(m.subject ?? ''));
const reminders = () => mailsLike(/ends (in \d+ days|today|tomorrow)$/);
const numbersMails = () => mailsLike(/member numbers for/);
const offerItem = () =>
  harness.tables
    .all('core')
    .find(
      (i) =>
        i.pk === keys.partnerOffer('harness-bp', 'harness-deal').pk &&
        i.sk === keys.partnerOffer('harness-bp', 'harness-deal').sk,
    )!;
const listing = () =>
  harness.tables.all('geo').find((i) => i.dealId === 'harness-deal' && i.locationId === 'harness-loc');

/** The key pair of a link in the nth mail's HTML. */
function linkKeysIn(index: number, path: string) {
  const match = new RegExp(`/${path}/([A-Za-z0-9-]+)/([A-Za-z0-9_-]{43})`).exec(harness.mailHtml[index] ?? '');
  if (!match) throw new Error(`no /${path}/ link in mail ${index}`);
  return { key1: match[1]!, key2: match[2]! };
}
const indexOf = (subject: RegExp) => harness.mails.findLastIndex((m) => subject.test(m.subject ?? ''));

beforeEach(async () => {
  await harness.reset();
  // The fixture's business gets an address and an offer ending 10 days after December 1st.
  const partner = harness.tables.all('core').find((i) => i.pk === keys.partner('harness-bp').pk && i.sk === 'PROFILE')!;
  harness.tables.put('core', { ...partner, email: OWNER });
  harness.tables.put('core', { ...offerItem(), expirationDate: '2026-12-11' });
  harness.use(routePermissions(PARTNER_MAIL_JOB_DATA));
});

describe('end-date reminders', () => {
  it('sends the 14-day reminder once, whatever the reruns, then the 3-day one once', async () => {
    expect(await runCoopReminders(FIXTURE.plid, DEC_1)).toMatchObject({ period: '2026-12-01', sent: 1, failed: 0 });
    expect(reminders().map((m) => [m.to, m.subject])).toEqual([
      [[OWNER], 'Your Prairie Sky Electric member offer "10% off" ends in 10 days'],
    ]);
    // The same day again, and the next days until the 3-day mark: nothing more.
    expect(await runCoopReminders(FIXTURE.plid, DEC_1 + 3600_000)).toMatchObject({ sent: 0, alreadySent: 1 });
    expect(await runCoopReminders(FIXTURE.plid, DEC_1 + 5 * DAY)).toMatchObject({ sent: 0, alreadySent: 1 });
    expect(reminders()).toHaveLength(1);

    expect(await runCoopReminders(FIXTURE.plid, DEC_1 + 8 * DAY)).toMatchObject({ sent: 1 });
    expect(await runCoopReminders(FIXTURE.plid, DEC_1 + 9 * DAY)).toMatchObject({ sent: 0, alreadySent: 1 });
    expect(reminders().map((m) => m.subject)).toEqual([
      'Your Prairie Sky Electric member offer "10% off" ends in 10 days',
      'Your Prairie Sky Electric member offer "10% off" ends in 2 days',
    ]);
    expect(harness.refusals).toEqual([]);
  });

  it('sends nothing for an offer ending later than 14 days away, or already ended', async () => {
    harness.tables.put('core', { ...offerItem(), expirationDate: '2026-12-16' });
    expect(await runCoopReminders(FIXTURE.plid, DEC_1)).toMatchObject({ sent: 0, businesses: 1 });
    harness.tables.put('core', { ...offerItem(), expirationDate: '2026-11-30' });
    expect(await runCoopReminders(FIXTURE.plid, DEC_1)).toMatchObject({ sent: 0 });
    expect(reminders()).toEqual([]);
  });

  it('the hourly dispatcher sends a co-op its reminders from 9:00 on its own clock, once a day', async () => {
    // December 5th, past the monthly numbers' window: 8:05 in Chicago is not yet.
    const dec5 = DEC_1 + 4 * DAY;
    expect(await runDuePartnerMail(dec5 - 3600_000)).toEqual([]);
    const [run] = await runDuePartnerMail(dec5);
    expect(run).toMatchObject({ plid: FIXTURE.plid, job: 'reminders', period: '2026-12-05', report: { sent: 1 } });
    // The day is marked done: the next hours do not run it again.
    expect(await runDuePartnerMail(dec5 + 3600_000)).toEqual([]);
    expect(reminders().map((m) => m.subject)).toEqual([
      'Your Prairie Sky Electric member offer "10% off" ends in 6 days',
    ]);
  });
});

describe("a reminder's extension link", () => {
  // Today's: the link's token lives PARTNER_MAIL.linkDays from the mail's real time.
  const end = addDays(dayIn(Date.now(), 'America/Chicago'), 10);
  async function reminderLink() {
    harness.tables.put('core', { ...offerItem(), expirationDate: end });
    await runCoopReminders(FIXTURE.plid, Date.now());
    return linkKeysIn(indexOf(/ends in 10 days$/), 'extendoffer');
  }

  it('shows the offer and each choice, extends it once by the months chosen, and re-dates its listing', async () => {
    const link = await reminderLink();
    expect(link.key1).toBe('harness-bp');
    harness.use(permissionsFor(routes['outside/getofferextension']));
    expect(await callRoute('outside/getofferextension', link)).toMatchObject({
      status: 200,
      body: {
        businessName: 'Harness Pizza',
        value: '10% off',
        endDate: end,
        options: [
          { months: 3, endDate: addMonths(end, 3) },
          { months: 6, endDate: addMonths(end, 6) },
          { months: 12, endDate: addMonths(end, 12) },
        ],
      },
    });

    harness.use(permissionsFor(routes['outside/extendoffer']));
    expect(await callRoute('outside/extendoffer', { ...link, months: 6 })).toMatchObject({
      status: 200,
      body: {
        success: true,
        endDate: addMonths(end, 6),
        message: fill(PARTNER_MAIL_MESSAGES.offerExtended, { date: usFromIso(addMonths(end, 6)) }),
      },
    });
    expect(harness.refusals).toEqual([]);
    expect(offerItem().expirationDate).toBe(addMonths(end, 6));
    // The listing members search now ends at the end of the new day in Chicago.
    expect(listing()?.endsAt).toBe(endOfDayIn(addMonths(end, 6), 'America/Chicago'));

    const used = fill(PARTNER_MAIL_MESSAGES.extendLinkUsed, { date: usFromIso(addMonths(end, 6)) });
    expect(await callRoute('outside/extendoffer', { ...link, months: 12 })).toMatchObject({
      status: 400,
      body: { success: false, message: used },
    });
    expect(offerItem().expirationDate).toBe(addMonths(end, 6));
    harness.use(permissionsFor(routes['outside/getofferextension']));
    expect(await callRoute('outside/getofferextension', link)).toMatchObject({ status: 400, body: { message: used } });
  });

  it("refuses another business's id, a wrong key and a bad choice, changing nothing", async () => {
    const link = await reminderLink();
    harness.use(permissionsFor(routes['outside/extendoffer']));
    const invalid = { status: 400, body: { success: false, message: PARTNER_MAIL_MESSAGES.extendLinkInvalid } };
    expect(await callRoute('outside/extendoffer', { ...link, key1: 'other-bp', months: 3 })).toMatchObject(invalid);
    expect(await callRoute('outside/extendoffer', { ...link, key2: 'x'.repeat(43), months: 3 })).toMatchObject(invalid);
    expect(await callRoute('outside/extendoffer', { ...link, months: 5 })).toMatchObject({
      status: 400,
      body: { message: PARTNER_MAIL_MESSAGES.extendMonthsInvalid },
    });
    expect(offerItem().expirationDate).toBe(end);
  });
});

describe('the monthly numbers email', () => {
  /** February 1st, 9:05 in Chicago: January's numbers. */
  const FEB_1 = Date.parse('2026-02-01T15:05:00Z');

  it("sends each active business last month's numbers once, whatever the reruns", async () => {
    // The business's own figures of January 20th (ADR 0094): two opens, one print, $3 saved.
    harness.tables.put('core', {
      ...keys.partnerDay('harness-bp', '2026-01-20'),
      'open#harness-deal#harness-loc': 2,
      'print#harness-deal#harness-loc': 1,
      'cents#harness-deal#harness-loc': 300,
    });
    expect(await runCoopNumbers(FIXTURE.plid, FEB_1)).toMatchObject({ period: '2026-01', sent: 1, failed: 0 });
    expect(numbersMails().map((m) => [m.to, m.subject])).toEqual([
      [[OWNER], 'Harness Pizza: your Prairie Sky Electric member numbers for January 2026'],
    ]);
    // The figures My business shows for January (the fixture's day: two opens, one print, $3 saved).
    const html = harness.mailHtml[indexOf(/member numbers/)];
    expect(html).toContain('Opened 2 times · printed 1 time · shown on a phone 0 times');
    expect(html).toContain('Added to favorites 0 times · members saved about $3.00');
    expect(await runCoopNumbers(FIXTURE.plid, FEB_1 + 3600_000)).toMatchObject({ sent: 0, alreadySent: 1 });
    // The dispatcher, in the digest's window of the month, finds the month done (and runs only the day's reminders).
    expect((await runDuePartnerMail(FEB_1 + 2 * 3600_000)).map((r) => r.job)).toEqual(['reminders']);
    expect(numbersMails()).toHaveLength(1);
    expect(harness.refusals).toEqual([]);
  });

  it('its opt-out link stops the next months; the link works once', async () => {
    // Now: the link's token lives PARTNER_MAIL.optOutDays from the mail's real time.
    const now = Date.now();
    expect(await runCoopNumbers(FIXTURE.plid, now)).toMatchObject({ sent: 1 });
    const link = linkKeysIn(indexOf(/member numbers/), 'partnerunsubscribe');
    harness.use(permissionsFor(routes['outside/partnerunsubscribe']));
    expect(await callRoute('outside/partnerunsubscribe', link)).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: fill(PARTNER_MAIL_MESSAGES.optedOut, { business: 'Harness Pizza', coop: 'Prairie Sky Electric' }),
      },
    });
    expect(await callRoute('outside/partnerunsubscribe', link)).toMatchObject({
      status: 400,
      body: { message: PARTNER_MAIL_MESSAGES.optOutLinkInvalid },
    });
    expect(harness.refusals).toEqual([]);

    harness.use(routePermissions(PARTNER_MAIL_JOB_DATA));
    expect(await runCoopNumbers(FIXTURE.plid, now + 31 * DAY)).toMatchObject({ sent: 0, optedOut: 1 });
    expect(numbersMails()).toHaveLength(1);
  });
});

describe("the numbers email's one-click opt-out (RFC 8058)", () => {
  it("a mail provider's form POST to the List-Unsubscribe address opts the business out", async () => {
    await runCoopNumbers(FIXTURE.plid, Date.now());
    const link = linkKeysIn(indexOf(/member numbers/), 'partnerunsubscribe');
    harness.use(permissionsFor(routes['outside/partnerunsubscribe']));
    const query = new URLSearchParams(link).toString();
    const event = routeEvent('outside/partnerunsubscribe', {});
    const headers: Record<string, string | undefined> = { ...event.headers };
    delete headers.origin;
    delete headers['sec-fetch-site'];
    const res = await (await loadHandler('outside/partnerunsubscribe'))(
      {
        ...event,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        rawQueryString: query,
        queryStringParameters: Object.fromEntries(new URLSearchParams(query)),
        body: 'List-Unsubscribe=One-Click',
      } as APIGatewayProxyEventV2,
      {} as Context,
    );
    expect(res.statusCode).toBe(200);
    expect(harness.refusals).toEqual([]);
    const partner = harness.tables
      .all('core')
      .find((i) => i.pk === keys.partner('harness-bp').pk && i.sk === 'PROFILE')!;
    expect(partner.numbersOptOut).toBe(true);
  });
});

describe('My business: the owner turns the monthly numbers email off and on', () => {
  const own = () => {
    const partner = harness.tables
      .all('core')
      .find((i) => i.pk === keys.partner('harness-bp').pk && i.sk === 'PROFILE')!;
    harness.tables.put('core', { ...partner, memberId: FIXTURE.memberId });
  };

  it('the owner sees it on, turns it off (the next month is not mailed), and on again', async () => {
    own();
    harness.use(permissionsFor(routes['b2c/getpartnermail']));
    expect(await callRoute('b2c/getpartnermail', { bpId: 'harness-bp' }, { session: true })).toMatchObject({
      status: 200,
      body: { numbersEmail: true, reminderDays: [14, 3] },
    });
    harness.use(permissionsFor(routes['b2c/setpartnermail']));
    expect(
      await callRoute('b2c/setpartnermail', { bpId: 'harness-bp', numbersEmail: false }, { session: true }),
    ).toMatchObject({
      status: 200,
      body: { numbersEmail: false, message: PARTNER_MAIL_MESSAGES.numbersEmailOff },
    });
    expect(harness.refusals).toEqual([]);
    harness.use(routePermissions(PARTNER_MAIL_JOB_DATA));
    expect(await runCoopNumbers(FIXTURE.plid, DEC_1)).toMatchObject({ sent: 0, optedOut: 1 });

    harness.use(permissionsFor(routes['b2c/setpartnermail']));
    expect(
      await callRoute('b2c/setpartnermail', { bpId: 'harness-bp', numbersEmail: true }, { session: true }),
    ).toMatchObject({
      status: 200,
      body: { numbersEmail: true, message: PARTNER_MAIL_MESSAGES.numbersEmailOn },
    });
    harness.use(routePermissions(PARTNER_MAIL_JOB_DATA));
    expect(await runCoopNumbers(FIXTURE.plid, DEC_1 + 31 * DAY)).toMatchObject({ sent: 1, optedOut: 0 });
  });

  it('another member is told the business is not theirs, and nothing changes', async () => {
    harness.use(permissionsFor(routes['b2c/setpartnermail']));
    const notYours = { status: 404, body: { success: false, message: PARTNER_MAIL_MESSAGES.businessNotYours } };
    expect(
      await callRoute('b2c/setpartnermail', { bpId: 'harness-bp', numbersEmail: false }, { session: true }),
    ).toMatchObject(notYours);
    harness.use(permissionsFor(routes['b2c/getpartnermail']));
    expect(await callRoute('b2c/getpartnermail', { bpId: 'harness-bp' }, { session: true })).toMatchObject(notYours);
    const partner = harness.tables
      .all('core')
      .find((i) => i.pk === keys.partner('harness-bp').pk && i.sk === 'PROFILE')!;
    expect(partner.numbersOptOut).toBeUndefined();
  });
});
