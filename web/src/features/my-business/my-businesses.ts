import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { PREFETCHED_FRESH_MS } from '#web/lib/query-keys.js';

// My business (issue 40): the signed-in member's approved and active businesses.

export type MyBusiness = ResponseOf<'b2c/listmybusinesses'>['businesses'][number];

export const myBusinessesQueryOptions = () =>
  queryOptions({
    queryKey: ['my-business', 'list'] as const,
    queryFn: ({ signal }) => callApi('b2c/listmybusinesses', { credentials: readItem('credentials') }, { signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

export function useMyBusinesses() {
  return useQuery(myBusinessesQueryOptions());
}
