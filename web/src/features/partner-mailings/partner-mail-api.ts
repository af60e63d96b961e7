import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { PREFETCHED_FRESH_MS } from '#web/lib/query-keys.js';

// The partner's mail links (ADR 0097). Opening a link only reads (a mail scanner that opens it
// changes nothing); the owner's press uses it.

/** My business: whether the business gets the monthly numbers email, and the reminder days. */
export const partnerMailSettingsQuery = (bpId: string) =>
  queryOptions({
    queryKey: ['my-business', 'mail', bpId] as const,
    queryFn: (): Promise<ResponseOf<'b2c/getpartnermail'>> => callApi('b2c/getpartnermail', { bpId }),
    staleTime: PREFETCHED_FRESH_MS,
  });

export const offerExtensionQuery = (keys: RequestOf<'outside/getofferextension'>) =>
  queryOptions({
    queryKey: ['offer-extension', keys.key1, keys.key2],
    queryFn: (): Promise<ResponseOf<'outside/getofferextension'>> => callApi('outside/getofferextension', keys),
    retry: false,
    staleTime: Infinity,
  });

export function useOfferExtension(keys: RequestOf<'outside/getofferextension'>) {
  return useQuery(offerExtensionQuery(keys));
}

export function useExtendOffer() {
  return useMutation(
    mutationOptions({
      mutationFn: (body: RequestOf<'outside/extendoffer'>): Promise<ResponseOf<'outside/extendoffer'>> =>
        callApi('outside/extendoffer', body),
    }),
  );
}

export function usePartnerOptOut() {
  return useMutation(
    mutationOptions({
      mutationFn: (body: RequestOf<'outside/partnerunsubscribe'>): Promise<ResponseOf<'outside/partnerunsubscribe'>> =>
        callApi('outside/partnerunsubscribe', body),
    }),
  );
}
