import { getCoop } from '#functions/db/coops-repo.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';

// A co-op's clock: its days (counters, limits, reports) start at its own midnight.

/** The co-op's IANA time zone (the default one for a co-op that has none). */
export async function coopTimeZone(plid: number): Promise<string> {
  return (await getCoop(plid))?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today's date (YYYY-MM-DD) in the co-op's time zone. */
export async function coopToday(plid: number, now = Date.now()): Promise<string> {
  return dayIn(now, await coopTimeZone(plid));
}
