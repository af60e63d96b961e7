import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/availabledeals: the deals of one feature group of the co-op (group pages), or of every
// group (alldeals). Keyed by whether someone is signed in: members-only groups show only then.

export type AvailableDeal = ResponseOf<'b2c/availabledeals'>['deals'][number];

export const availableDealsQueryOptions = (group: string | null, member: boolean) =>
  queryOptions({
    queryKey: ['available-deals', { group, member }] as const,
    queryFn: ({ signal }) =>
      callApi('b2c/availabledeals', { credentials: readItem('credentials'), key: readItem('key'), group }, { signal }),
    staleTime: 5 * 60_000,
  });

/** `group` null: every group of the co-op. */
export function useAvailableDeals(group: string | null, member: boolean) {
  return useQuery(availableDealsQueryOptions(group, member));
}
