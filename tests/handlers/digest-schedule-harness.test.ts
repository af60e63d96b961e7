import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '#functions/api/jobs/deals-digest.js';
import { dueMonth, runCoopDigest, runDueDigests } from '#functions/core/digest/digest-schedule.js';
import { keys } from '#functions/db/keys.js';
import type { NormalEmail } from '#functions/model/email-address.js';
import { cellRecord, listingGeohash, SUMMARY_CELL_PRECISION, type Listing } from '#functions/model/listing.js';
import { routePermissions } from '#infra/lib/permissions.js';
import { DIGEST_JOB_DATA } from '#infra/stacks/digest-stack.js';
import { FIXTURE, installIamHarness } from '../support/iam-harness.js';

// The scheduled monthly digest under the digest function's own role: a second run of a co-op's
// month, or a retry after a run died half way, mails every opted-in member exactly once; the
// hourly dispatcher runs a co-op only once its own clock says day 1, 9:00 or later.

const faults = vi.hoisted(() => ({
  claimsBeforeFailure: Infinity,
  sesRefuses: '',
  sesTimesOut: '',
  tokenFailsFor: '',
}));
vi.mock('#functions/core/accounts/unsubscribe.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('#functions/core/accounts/unsubscribe.js')>();
  return {
    ...original,
    // Building the mail fails before SES is called (the unsubscribe token's write).
    issueUnsubscribeKeys: async (...args: Parameters<typeof original.issueUnsubscribeKeys>) => {
      if (args[0] === faults.tokenFailsFor) throw new Error('token write failed');
      return original.issueUnsubscribeKeys(...args);
    },
  };
});
vi.mock('#functions/db/mailer.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('#functions/db/mailer.js')>();
  return {
    ...original,
    // SES failing one address: a throttle SES answers (nothing sent), or a timeout after which the mail may have gone out.
    sendMail: async (...args: Parameters<typeof original.sendMail>) => {
      if (faults.sesRefuses && args[0].to === faults.sesRefuses) {
        throw Object.assign(new Error('Maximum sending rate exceeded'), {
          name: 'TooManyRequestsException',
          $metadata: { httpStatusCode: 429 },
        });
      }
      if (faults.sesTimesOut && args[0].to === faults.sesTimesOut)
        throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} });
      return original.sendMail(...args);
    },
  };
});
vi.mock('#functions/db/digest-repo.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('#functions/db/digest-repo.js')>();
  return {
    ...original,
    // A throttled or timed-out claim part way through a run (the run dies there).
    claimDigest: async (...args: Parameters<typeof original.claimDigest>) => {
      if (faults.claimsBeforeFailure-- <= 0)
        throw Object.assign(new Error('Throughput exceeds the current capacity'), {
          name: 'ProvisionedThroughputExceededException',
        });
      return original.claimDigest(...args);
    },
  };
});

const harness = installIamHarness();
afterAll(() => harness.restore());

/** 9:05 on December 1st in Chicago (the fixture co-op's time zone, UTC-6 in winter). */
const CHICAGO_DUE = Date.parse('2026-12-01T15:05:00Z');
const HONOLULU = { plid: 9001, timeZone: 'Pacific/Honolulu' };
const MEMBERS = 7;

const digestMails = () => harness.mails.filter((m) => /member deals near/.test(m.subject ?? '')).flatMap((m) => m.to);
const monthDone = (plid: number, month: string) =>
  harness.tables.all('ephemeral').some((i) => i.pk === keys.digestDone(plid, month).pk && i.sk === 'DONE');

beforeEach(async () => {
  await harness.reset();
  faults.claimsBeforeFailure = Infinity;
  faults.sesRefuses = '';
  faults.sesTimesOut = '';
  faults.tokenFailsFor = '';
  const fixture = harness.tables.all('core').find((i) => i.pk === keys.member(FIXTURE.memberId).pk)!;
  // More opted-in members of the fixture co-op near its deal, so a run has work to stop in the middle of.
  for (let n = 1; n < MEMBERS; n++) {
    const memberId = `0000000${n}-aaaa-4bbb-8ccc-000000000000`;
    const member = { ...fixture, memberId, email: `digest.${n}@prairiesky.example`, lastName: `Saver${n}` };
    harness.tables.put('core', {
      ...member,
      ...keys.member(memberId),
      ...keys.memberListing(FIXTURE.plid, { firstName: 'Harness', lastName: `Saver${n}` }, memberId),
    });
  }
  // A second co-op, in Hawaii (UTC-10), without members.
  const coop = harness.tables.all('core').find((i) => i.pk === keys.coop(FIXTURE.plid).pk && i.sk === 'PROFILE')!;
  harness.tables.put('core', {
    ...coop,
    ...keys.coop(HONOLULU.plid),
    ...keys.coopListing(HONOLULU.plid),
    plid: HONOLULU.plid,
    timeZone: HONOLULU.timeZone,
    primaryDomain: 'aloha.localhost',
  });
  harness.use(routePermissions(DIGEST_JOB_DATA));
});

afterEach(() => vi.useRealTimers());

describe('the monthly digest, at most once per member and month', () => {
  it('a second run of the same co-op-month mails no one again', async () => {
    const first = await runCoopDigest(FIXTURE.plid, CHICAGO_DUE);
    expect(first).toMatchObject({ month: '2026-12', sent: MEMBERS, alreadySent: 0, failed: 0 });
    expect(new Set(digestMails()).size).toBe(MEMBERS);
    expect(digestMails()).toHaveLength(MEMBERS);

    const second = await runCoopDigest(FIXTURE.plid, CHICAGO_DUE + 3600_000);
    expect(second).toMatchObject({ month: '2026-12', sent: 0, alreadySent: MEMBERS });
    expect(digestMails()).toHaveLength(MEMBERS);
    expect(harness.refusals).toEqual([]);
  });

  it('counts a member whose address is suppressed (bounced or complained) as suppressed, not sent, and mails them nothing', async () => {
    harness.tables.put('core', {
      ...keys.mailSuppression('digest.3@prairiesky.example' as NormalEmail),
      reason: 'bounce',
      at: '2026-11-01T00:00:00.000Z',
    });
    const report = await runCoopDigest(FIXTURE.plid, CHICAGO_DUE);
    expect(report).toMatchObject({ sent: MEMBERS - 1, suppressed: 1, failed: 0 });
    expect(digestMails()).not.toContain('digest.3@prairiesky.example');
    expect(digestMails()).toHaveLength(MEMBERS - 1);
  });

  it('a run that dies half way, then its retry, mails the rest and no one twice', async () => {
    faults.claimsBeforeFailure = 3;
    await expect(runDueDigests(CHICAGO_DUE)).rejects.toThrow(/Digest failed for co-op 323/);
    const before = digestMails();
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before.length).toBeLessThan(MEMBERS);
    expect(monthDone(FIXTURE.plid, '2026-12')).toBe(false);

    faults.claimsBeforeFailure = Infinity;
    const [retry] = await runDueDigests(CHICAGO_DUE + 60_000);
    expect(retry!.report).toMatchObject({ sent: MEMBERS - before.length, alreadySent: before.length, failed: 0 });
    expect(digestMails()).toHaveLength(MEMBERS);
    expect(new Set(digestMails()).size).toBe(MEMBERS);
    expect(monthDone(FIXTURE.plid, '2026-12')).toBe(true);
    expect(harness.refusals).toEqual([]);
  });

  it('a mail whose send timed out is not sent again that month (at most once), and the month stays open and alarms', async () => {
    faults.sesTimesOut = 'digest.2@prairiesky.example';
    await expect(runDueDigests(CHICAGO_DUE)).rejects.toThrow(/co-op 323 \(1 mails failed\)/);
    expect(digestMails()).toHaveLength(MEMBERS - 1);
    expect(monthDone(FIXTURE.plid, '2026-12')).toBe(false);

    faults.sesTimesOut = '';
    const [retry] = await runDueDigests(CHICAGO_DUE + 3600_000);
    expect(retry!.report).toMatchObject({ sent: 0, alreadySent: MEMBERS, failed: 0 });
    expect(digestMails()).not.toContain('digest.2@prairiesky.example');
    expect(monthDone(FIXTURE.plid, '2026-12')).toBe(true);
  });

  it('a mail SES refused (its rate or quota) gives its claim back: the next run mails that member, once', async () => {
    faults.sesRefuses = 'digest.2@prairiesky.example';
    await expect(runDueDigests(CHICAGO_DUE)).rejects.toThrow(/co-op 323 \(1 mails failed\)/);
    expect(digestMails()).not.toContain('digest.2@prairiesky.example');

    faults.sesRefuses = '';
    const [retry] = await runDueDigests(CHICAGO_DUE + 3600_000);
    expect(retry!.report).toMatchObject({ sent: 1, alreadySent: MEMBERS - 1, failed: 0 });
    expect(digestMails().filter((to) => to === 'digest.2@prairiesky.example')).toHaveLength(1);
    expect(monthDone(FIXTURE.plid, '2026-12')).toBe(true);
  });

  it('a mail that failed before reaching SES gives its claim back: the next run mails that member, once', async () => {
    faults.tokenFailsFor = FIXTURE.memberId;
    await expect(runDueDigests(CHICAGO_DUE)).rejects.toThrow(/1 mails failed/);
    expect(digestMails()).not.toContain(FIXTURE.email);

    faults.tokenFailsFor = '';
    const [retry] = await runDueDigests(CHICAGO_DUE + 3600_000);
    expect(retry!.report).toMatchObject({ sent: 1, alreadySent: MEMBERS - 1, failed: 0 });
    expect(digestMails().filter((to) => to === FIXTURE.email)).toHaveLength(1);
    expect(digestMails()).toHaveLength(MEMBERS);
    expect(harness.refusals).toEqual([]);
  });

  it('next month the same members get the next digest', async () => {
    await runCoopDigest(FIXTURE.plid, CHICAGO_DUE);
    // The fixture's deal ends in 30 days; this one lives into January.
    const listing = harness.tables
      .all('geo')
      .find((i) => i.dealId === 'harness-deal' && i.locationId === 'harness-loc')!;
    const redated = { ...listing, endsAt: Date.parse('2027-03-01T00:00:00Z') } as typeof listing & Listing;
    harness.tables.put('geo', redated);
    // Its cell summary's line, as a re-dating writes it.
    harness.tables.put('geo', {
      ...keys.dealCell(listingGeohash(redated).slice(0, SUMMARY_CELL_PRECISION)),
      r: new Set([cellRecord(redated)]),
    });
    const january = await runCoopDigest(FIXTURE.plid, Date.parse('2027-01-01T15:05:00Z'));
    expect(january).toMatchObject({ month: '2027-01', sent: MEMBERS, alreadySent: 0 });
    expect(digestMails()).toHaveLength(2 * MEMBERS);
  });
});

describe('the hourly dispatcher', () => {
  it('runs each co-op once its own clock reads day 1, 9:00, and not again that month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8:05 in Chicago: nobody is due.
    vi.setSystemTime(CHICAGO_DUE - 3600_000);
    expect(await handler()).toEqual([]);
    expect(digestMails()).toEqual([]);

    // 9:05 in Chicago is 5:05 in Honolulu: only the Chicago co-op.
    vi.setSystemTime(CHICAGO_DUE);
    expect((await handler()).map((r) => r.plid)).toEqual([FIXTURE.plid]);
    expect(digestMails()).toHaveLength(MEMBERS);

    // Four hours later it is 9:05 in Honolulu; Chicago's month is done and not run again.
    vi.setSystemTime(CHICAGO_DUE + 4 * 3600_000);
    expect((await handler()).map((r) => ({ plid: r.plid, month: r.month }))).toEqual([
      { plid: HONOLULU.plid, month: '2026-12' },
    ]);
    expect(digestMails()).toHaveLength(MEMBERS);
    expect(monthDone(HONOLULU.plid, '2026-12')).toBe(true);
    expect(harness.refusals).toEqual([]);
  });

  it('is due from 9:00 on day 1 through the catch-up days, in the co-op’s zone, and not before or after', () => {
    const chicago = 'America/Chicago';
    expect(dueMonth(Date.parse('2026-12-01T14:59:00Z'), chicago)).toBeUndefined(); // 8:59
    expect(dueMonth(Date.parse('2026-12-01T15:00:00Z'), chicago)).toBe('2026-12');
    expect(dueMonth(Date.parse('2026-12-04T23:00:00Z'), chicago)).toBe('2026-12'); // day 4, the last catch-up day
    expect(dueMonth(Date.parse('2026-12-05T06:30:00Z'), chicago)).toBeUndefined(); // day 5, 0:30
    // 19:30 UTC on New Year's Day is 9:30 in Honolulu; 10:30 UTC is still December 31st there.
    expect(dueMonth(Date.parse('2027-01-01T19:30:00Z'), 'Pacific/Honolulu')).toBe('2027-01');
    expect(dueMonth(Date.parse('2027-01-01T10:30:00Z'), 'Pacific/Honolulu')).toBeUndefined(); // Dec 31st, 0:30
  });
});
