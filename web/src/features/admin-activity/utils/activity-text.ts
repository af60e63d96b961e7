import type { CsvCell } from '#web/lib/csv.js';
import type { ActivityEntry } from '#shared/schemas/admin-activity.js';

// How an audit item reads on the Activity page and in its CSV.

/** A value as a short text: strings as they are, anything else as JSON. */
const shown = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The changed fields, one `field: before → after` each (a field set for the first time: `field: after`). */
export function changeLines(entry: ActivityEntry): string[] {
  return Object.entries(entry.changes).map(([field, change]) =>
    'before' in change
      ? `${field}: ${shown(change.before)} → ${shown(change.after)}`
      : `${field}: ${shown(change.after)}`,
  );
}

/** The time in the staff member's own time zone, e.g. Nov 28, 2026, 9:14 PM. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const CSV_FIELDS = [
  'Time (UTC)',
  'Co-op',
  'Member id',
  'Role',
  'Action',
  'Targets',
  'Changes',
  'Address',
  'User agent',
];

export const csvRow = (e: ActivityEntry): CsvCell[] => [
  e.at,
  e.plid,
  e.actorId,
  e.actorRole,
  e.route,
  e.targets.join(' '),
  changeLines(e).join('; '),
  e.ip,
  e.userAgent,
];
