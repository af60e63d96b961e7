import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import type { ActivityEntry } from '#shared/schemas/admin-activity.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// The admin Activity page: the co-op's audit trail a page at a time, and every page of one set
// of filters for the CSV. The server takes the co-op from the session.

const credentials = () => readItem('credentials');

export interface ActivityFilters {
  person: string;
  target: string;
  from: string;
  to: string;
  /** The network admin's every-co-op view. */
  everyCoop: boolean;
}

const body = (f: ActivityFilters, cursor: string | null) => ({
  credentials: credentials(),
  person: f.person,
  target: f.target,
  from: f.from || null,
  to: f.to || null,
  everyCoop: f.everyCoop,
  cursor,
});

export const useActivity = (filters: ActivityFilters, cursor: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['admin-activity', filters, cursor] as const,
      queryFn: ({ signal }) => callApi('admin/listactivity', body(filters, cursor), { signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

/** Pages the CSV reads at most: 2,000 rows; a longer trail is narrowed by its dates first. */
export const CSV_MAX_PAGES = 40;

/** Every row of the filters, page after page (up to CSV_MAX_PAGES), for the CSV. */
export async function allActivity(filters: ActivityFilters): Promise<{ entries: ActivityEntry[]; complete: boolean }> {
  const entries: ActivityEntry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < CSV_MAX_PAGES; page++) {
    const res: ResponseOf<'admin/listactivity'> = await callApi('admin/listactivity', body(filters, cursor));
    entries.push(...res.entries);
    cursor = res.next;
    if (!cursor) return { entries, complete: true };
  }
  return { entries, complete: false };
}
