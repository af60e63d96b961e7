import { PARTNER_MAIL } from '#shared/partner-mailings.js';
import { listCoops } from '#functions/db/coops-repo.js';
import { keys } from '#functions/db/keys.js';
import { mailRunDone, markMailRunDone } from '#functions/db/partner-mail-repo.js';
import { log } from '#functions/model/log.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { dueMonth } from '../digest/digest-schedule.js';
import { previousMonth, sendOfferReminders, sendPartnerNumbers, type PartnerMailReport } from './partner-mailings.js';

// The partner mail's dispatcher (ADR 0097), run every hour by its EventBridge Scheduler schedule
// beside the digest's (infra/stacks/digest-stack.ts): co-ops are made at runtime, so each hour it
// goes through them all. A co-op's reminders of its day go from PARTNER_MAIL.reminderHour on its
// own clock; its monthly numbers of last month in the digest's window (day 1 from 9:00, then the
// catch-up days). A co-op's day or month is marked done once a run of it had no failed mail;
// everyone mailed is skipped by their claim, so every rerun is safe.

export interface PartnerMailRun {
  plid: number;
  job: 'reminders' | 'numbers';
  period: string;
  report?: PartnerMailReport;
  error?: string;
}

/** The co-op's local hour (0 to 23) at `now`. */
function hourIn(now: number, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** One co-op's reminders of its day at `now`, then the day marked done unless a mail failed. */
export async function runCoopReminders(plid: number, now = Date.now()): Promise<PartnerMailReport> {
  const report = await sendOfferReminders(plid, now);
  if (!report.failed) await markMailRunDone(keys.offerRemindersDone(plid, report.period), { ...report }, now);
  return report;
}

/** One co-op's monthly numbers of `month` (default: last month), then the month marked done unless a mail failed. */
export async function runCoopNumbers(plid: number, now = Date.now(), month?: string): Promise<PartnerMailReport> {
  const report = await sendPartnerNumbers(plid, now, month);
  if (!report.failed) await markMailRunDone(keys.partnerNumbersDone(plid, report.period), { ...report }, now);
  return report;
}

/**
 * Every due co-op's reminders and numbers, one after another (one's failure does not stop the
 * next). Throws after the last when any failed, so the function's error alarm and retries see it.
 */
export async function runDuePartnerMail(now = Date.now()): Promise<PartnerMailRun[]> {
  const runs: PartnerMailRun[] = [];
  const run = async (
    plid: number,
    job: PartnerMailRun['job'],
    period: string,
    go: () => Promise<PartnerMailReport>,
  ) => {
    try {
      const report = await go();
      runs.push({ plid, job, period, report, ...(report.failed ? { error: `${report.failed} mails failed` } : {}) });
      log(report.failed ? 'error' : 'info', 'partner mail run', { plid, job, ...report });
    } catch (error) {
      runs.push({ plid, job, period, error: (error as Error).message });
      log('error', 'partner mail run failed', { plid, job, period, error: (error as Error).message });
    }
  };
  for (const coop of await listCoops()) {
    const zone = coop.timeZone || DEFAULT_TIME_ZONE;
    const today = dayIn(now, zone);
    if (
      hourIn(now, zone) >= PARTNER_MAIL.reminderHour &&
      !(await mailRunDone(keys.offerRemindersDone(coop.plid, today)))
    )
      await run(coop.plid, 'reminders', today, () => runCoopReminders(coop.plid, now));
    const month = dueMonth(now, zone);
    const of = month && previousMonth(month);
    if (of && !(await mailRunDone(keys.partnerNumbersDone(coop.plid, of))))
      await run(coop.plid, 'numbers', of, () => runCoopNumbers(coop.plid, now, of));
  }
  const failed = runs.filter((r) => r.error);
  if (failed.length)
    throw new Error(`Partner mail failed for co-op ${failed.map((r) => `${r.plid} ${r.job} (${r.error})`).join(', ')}`);
  return runs;
}
