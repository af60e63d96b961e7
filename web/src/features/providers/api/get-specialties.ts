import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/getspecialties: the specialties of one benefit, reloaded whenever the benefit changes.

export type Specialty = ResponseOf<'b2c/getspecialties'>['data'][number];
export type Benefit = RequestOf<'b2c/getspecialties'>['data']['benefit'];

export const specialtiesQueryOptions = (benefit: Benefit | '') =>
  queryOptions({
    queryKey: ['providers', 'specialties', benefit] as const,
    queryFn: ({ signal }) =>
      callApi(
        'b2c/getspecialties',
        { credentials: readItem('credentials'), data: { benefit: benefit as Benefit } },
        { signal },
      ),
    enabled: benefit !== '',
    staleTime: 10 * 60_000,
  });

export function useSpecialties(benefit: Benefit | '') {
  return useQuery(specialtiesQueryOptions(benefit));
}
