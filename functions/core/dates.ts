// Calendar days. A co-op's dates are its own time zone's (CoopRecord.timeZone): an offer ends at
// midnight there, and a Chicago co-op's evening sign-ups and redemptions count on its own day,
// not on the next UTC date.

const DAY = 86_400_000;

// A co-op's time zone until its staff set one: shared, as the pages fall back on it too.
export { DEFAULT_TIME_ZONE } from '#shared/us-dates.js';

/** The date (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function dayIn(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The date `n` days after (before, when negative) a date. */
export function addDays(ymd: string, n: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/**
 * The instant a date (YYYY-MM-DD) ends in an IANA time zone: midnight starting the next day there.
 * An offer expiring 2027-01-31 in America/Chicago shows until 2027-02-01 00:00 Chicago time.
 */
export function endOfDayIn(ymd: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${ymd}`);
  const nextDayUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
  // The zone's offset at that instant, then once more at the corrected instant (DST changes).
  let t = nextDayUtc - offsetMs(nextDayUtc, timeZone);
  t = nextDayUtc - offsetMs(t, timeZone);
  return t;
}

function offsetMs(at: number, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}
