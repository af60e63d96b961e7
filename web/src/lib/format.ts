// Display formats: money as dollars with 2 decimals (spec section 9) and dates for people.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatDollars(value: number): string {
  return dollars.format(Number.isFinite(value) ? value : 0);
}

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** An ISO date or date-time as "Mar 5, 2026"; anything unreadable as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // A bare date is a calendar day, not midnight UTC (which would show the day before in the US).
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}
