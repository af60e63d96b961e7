import type { CsvCell } from '#web/lib/csv.js';
import type { BusinessNumbers, NumbersFigures } from '#shared/schemas/partner-numbers.js';

// The numbers as the table, the chart and the CSV show them: pure, so a unit test reads them.

export type NumbersRow = BusinessNumbers['rows'][number];

export const MEASURES: readonly { key: keyof NumbersFigures; label: string }[] = [
  { key: 'opens', label: 'Opens' },
  { key: 'prints', label: 'Prints' },
  { key: 'phoneRedemptions', label: 'Phone redemptions' },
  { key: 'favorites', label: 'Favorites' },
  { key: 'savings', label: 'Member savings' },
];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" as "Nov 2026". */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** One measure summed per month, every month of the answer (zero when nothing happened). */
export function monthBars(numbers: BusinessNumbers, measure: keyof NumbersFigures) {
  return numbers.months.map((month) => ({
    label: monthLabel(month),
    value: numbers.rows.filter((r) => r.month === month).reduce((n, r) => n + r[measure], 0),
  }));
}

/** The month's rows (per offer and location) and their totals. */
export function monthRows(numbers: BusinessNumbers, month: string) {
  const rows = numbers.rows.filter((r) => r.month === month);
  const total = Object.fromEntries(
    MEASURES.map((m) => [m.key, rows.reduce((n, r) => n + r[m.key], 0)]),
  ) as NumbersFigures;
  return { rows, total };
}

export const CSV_FIELDS = [
  'Month',
  'Offer',
  'Location',
  ...MEASURES.map((m) => (m.key === 'savings' ? 'Member savings ($)' : m.label)),
];

/** Every row of the thirteen months, oldest first, for the CSV. */
export function csvRows(numbers: BusinessNumbers): CsvCell[][] {
  return numbers.rows.map((r) => [
    r.month,
    r.offer,
    r.location,
    ...MEASURES.map((m) => (m.key === 'savings' ? r.savings.toFixed(2) : r[m.key])),
  ]);
}

/** A file name from the business's name and the last month: "numbers-harness-pizza-2026-11.csv". */
export function csvName(numbers: BusinessNumbers): string {
  const slug =
    numbers.businessName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'business';
  return `numbers-${slug}-${numbers.months.at(-1) ?? ''}.csv`;
}
