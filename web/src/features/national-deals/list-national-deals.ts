import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/listnationaldeals: the member's co-op's national deals.

export type NationalDealItem = ResponseOf<'b2c/listnationaldeals'>['deals'][number];

/** Keyed by whether someone was signed in when asked: a 401 then means the session ended. */
export const nationalDealsQueryKey = (member: boolean) => ['national-deals', { member }] as const;

export const nationalDealsQueryOptions = (member: boolean) =>
  queryOptions({
    queryKey: nationalDealsQueryKey(member),
    queryFn: ({ signal }) => callApi('b2c/listnationaldeals', { credentials: readItem('credentials') }, { signal }),
    staleTime: 5 * 60_000,
    // A refusal is an answer, not a hiccup: the page acts on it at once.
    retry: false,
  });

export function useNationalDeals(member: boolean) {
  return useQuery(nationalDealsQueryOptions(member));
}
