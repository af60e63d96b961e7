// Fixture dates that must stay ahead of the clock (an offer's expiration, a draft's end date):
// a literal year would turn them into past dates, and the tests into failures, when it comes.

export interface FutureDay {
  /** YYYY-MM-DD, as records store it. */
  iso: string;
  /** MM/DD/YYYY, as pages and mails show it. */
  us: string;
  /** MMDDYYYY, as typed into a masked date input. */
  digits: string;
}

/** The given month and day, `years` after this year (UTC). */
export function futureDay(years: number, month: number, day: number): FutureDay {
  const year = String(new Date().getUTCFullYear() + years);
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return { iso: `${year}-${mm}-${dd}`, us: `${mm}/${dd}/${year}`, digits: `${mm}${dd}${year}` };
}
