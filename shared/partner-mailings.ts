// The partner's mail (issue 40, ADR 0097): the end-date reminders with their one-click extension
// link, and the monthly numbers email. One list of each figure, read by the jobs, the link page
// and the tests.

export const PARTNER_MAIL = {
  /** Days before an offer's end date its reminders go: at most one of each per offer and end date. */
  reminderDays: [14, 3] as const,
  /** The extensions a reminder's link offers, in months. */
  extendMonths: [3, 6, 12] as const,
  /** Days a reminder's extension link works. */
  linkDays: 30,
  /** The co-op's local hour from which its day's reminders go. */
  reminderHour: 9,
  /** Days the monthly numbers email's opt-out link works. */
  optOutDays: 90,
} as const;

export type ExtendMonths = (typeof PARTNER_MAIL.extendMonths)[number];

/**
 * The date `months` after a date (YYYY-MM-DD), on the same day of the month or, when that month is
 * shorter, on its last day (01-31 plus one month is 02-28 or 02-29).
 */
export function addMonths(ymd: string, months: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
