import { DIGEST } from '#shared/constants.js';
import { listCoops } from '#functions/db/coops-repo.js';
import { digestMonthDone, markDigestMonthDone } from '#functions/db/digest-repo.js';
import { log } from '#functions/model/log.js';
import { DEFAULT_TIME_ZONE } from '../dates.js';
import { sendDealsDigest, type DigestReport } from './deals-digest.js';

// The digest's dispatcher, run every hour by one EventBridge Scheduler schedule: co-ops are made
// at runtime, so the schedule cannot name them; each hour it sends the digest of every co-op
// whose own clock has reached the send time of the month and whose month is not done yet.

/** The month (YYYY-MM) whose digest is due at `now` in this time zone, or undefined. */
export function dueMonth(now: number, timeZone: string): string | undefined {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const day = part('day');
  const started = day > DIGEST.sendDay || (day === DIGEST.sendDay && part('hour') >= DIGEST.sendHour);
  if (!started || day > DIGEST.sendDay + DIGEST.catchUpDays) return undefined;
  return `${part('year')}-${String(part('month')).padStart(2, '0')}`;
}

export interface CoopDigestRun {
  plid: number;
  month: string;
  report?: DigestReport;
  error?: string;
}

/**
 * One co-op's digest of its current month, then the month marked done unless some mail failed
 * (a later run tries those again; everyone mailed is skipped by their claim).
 */
export async function runCoopDigest(plid: number, now = Date.now()): Promise<DigestReport> {
  const report = await sendDealsDigest(plid, now);
  if (!report.failed) {
    const { month, ...counts } = report;
    await markDigestMonthDone(plid, month, counts, now);
  }
  return report;
}

/**
 * Every due co-op, one after another (one co-op's failure does not stop the next). Throws after
 * the last when any co-op failed, so the function's error alarm and the retries see it.
 */
export async function runDueDigests(now = Date.now()): Promise<CoopDigestRun[]> {
  const runs: CoopDigestRun[] = [];
  for (const coop of await listCoops()) {
    const month = dueMonth(now, coop.timeZone || DEFAULT_TIME_ZONE);
    if (!month || (await digestMonthDone(coop.plid, month))) continue;
    try {
      const report = await runCoopDigest(coop.plid, now);
      runs.push({ plid: coop.plid, month, report });
      log(report.failed ? 'error' : 'info', 'digest run', { plid: coop.plid, ...report });
      if (report.failed) runs.at(-1)!.error = `${report.failed} mails failed`;
    } catch (error) {
      runs.push({ plid: coop.plid, month, error: (error as Error).message });
      log('error', 'digest run failed', { plid: coop.plid, month, error: (error as Error).message });
    }
  }
  const failed = runs.filter((r) => r.error);
  if (failed.length)
    throw new Error(`Digest failed for co-op ${failed.map((r) => `${r.plid} (${r.error})`).join(', ')}`);
  return runs;
}
