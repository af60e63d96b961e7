import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/listinsurance: the co-op's insurance products for the signed-in member. The server decides
// access; a refusal sends the page back to the home with 'Please Login'.

export type InsuranceListProduct = ResponseOf<'b2c/listinsurance'>['products'][number];

export function listInsurance(signal?: AbortSignal): Promise<ResponseOf<'b2c/listinsurance'>> {
  return callApi('b2c/listinsurance', { credentials: readItem('credentials') }, { signal });
}

/** Keyed by the member marker: another member (or none) gets their own co-op's answer. */
export const listInsuranceQueryOptions = (credentials: string | null) =>
  queryOptions({
    queryKey: ['insurance', 'products', credentials] as const,
    queryFn: ({ signal }) => listInsurance(signal),
    staleTime: 60_000,
  });

export function useInsuranceProducts(credentials: string | null) {
  return useQuery(listInsuranceQueryOptions(credentials));
}
