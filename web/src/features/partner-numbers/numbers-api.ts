import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { PREFETCHED_FRESH_MS } from '#web/lib/query-keys.js';

// A business's numbers: the owner's route on My business, the staff's in Admin Business Partners
// (the same answer, ADR 0094).

export type NumbersViewer = 'owner' | 'staff';

export const businessNumbersQuery = (bpId: string, viewer: NumbersViewer) =>
  queryOptions({
    queryKey: ['partner-numbers', viewer, bpId] as const,
    queryFn: ({ signal }) =>
      callApi(
        viewer === 'staff' ? 'admin/businessnumbers' : 'b2c/businessnumbers',
        { credentials: readItem('credentials'), bpId },
        { signal },
      ),
    retry: false,
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useBusinessNumbers = (bpId: string, viewer: NumbersViewer) => useQuery(businessNumbersQuery(bpId, viewer));
