// The screens' US dates (MM/DD/YYYY) and the stored ISO days (YYYY-MM-DD): one conversion each way.

/** MM/DD/YYYY that names a real day (02/30 does not). */
export function realDate(mdy: string): boolean {
  const [m, d, y] = mdy.split('/').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** A stored YYYY-MM-DD as the screens and the agreement show it, MM/DD/YYYY. */
export const usFromIso = (ymd: string) => {
  const [y, m, d] = ymd.split('-');
  return `${m}/${d}/${y}`;
};

/** MM/DD/YYYY as YYYY-MM-DD. */
export const isoFromUs = (mdy: string) => {
  const [m, d, y] = mdy.split('/');
  return `${y}-${m}-${d}`;
};

/** A co-op's time zone until its staff set one (and the pages' when home data has none). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the co-op's members read it, in the co-op's time zone and naming it:
 * '11/28/2027 4:23 AM CST'. The one spelling of a moment: the server's messages (a deal's next use)
 * and the pages (a coupon's issue time) both use it, so the two always agree whatever the phone's
 * own zone is.
 */
export function usDateTime(at: number | string, timeZone: string): string {
  const when = typeof at === 'string' ? Date.parse(at) : at;
  if (!Number.isFinite(when)) return String(at);
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    momentFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}
