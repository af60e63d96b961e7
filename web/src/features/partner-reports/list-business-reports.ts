import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { PREFETCHED_FRESH_MS } from '#web/lib/query-keys.js';

// b2c/listbusinessreports: members' reports about one of the signed-in member's businesses
// (ADR 0096), newest first, a page at a time; what and where, never who.

export const businessReportsQueryOptions = (bpId: string) =>
  infiniteQueryOptions({
    queryKey: ['partner-reports', bpId] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi('b2c/listbusinessreports', { credentials: readItem('credentials'), bpId, cursor: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    retry: false,
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useBusinessReports = (bpId: string) => useInfiniteQuery(businessReportsQueryOptions(bpId));
