import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../shared/routes';
import { callApi } from '../../lib/api-client';
import { withSavedCopy } from '../../lib/offline-copy';
import { localDealsQueryKey } from '../../lib/query-keys';
import { readItem } from '../../lib/session-storage';

// b2c/opendeal: one deal at one location as the deal modal shows it (the opened deal's data),
// with the signed-in member's name and id and whether it is one of their favorites.

export type OpenedDeal = ResponseOf<'b2c/opendeal'>['data'];
export type DealRef = OpenedDeal['dealdata'];

export function openDeal(deal: DealRef, signal?: AbortSignal): Promise<ResponseOf<'b2c/opendeal'>> {
  return callApi(
    'b2c/opendeal',
    { credentials: readItem('credentials'), deal: { dealId: deal.dealId, locationId: deal.locationId } },
    { signal },
  );
}

export const openDealQueryKey = (deal: DealRef) =>
  [...localDealsQueryKey, 'deal', deal.dealId, deal.locationId] as const;

/** A deal at one location as the phone keeps it (the opened deal's saved copy, the offline queue). */
export const dealKey = (d: { dealId: string; locationId: string }) => `${d.dealId}#${d.locationId}`;

export const openDealQueryOptions = (deal: DealRef) =>
  queryOptions({
    queryKey: openDealQueryKey(deal),
    // Kept on the phone: a favorite opens in a dead zone, for 'Redeem on phone' there.
    queryFn: ({ signal }) => withSavedCopy('deal', dealKey(deal), () => openDeal(deal, signal)),
    // Each opening asks again: the deal may have ended, and isFavorite may have changed elsewhere.
    staleTime: 0,
    gcTime: 0,
  });

export function useOpenDeal(deal: DealRef) {
  return useQuery(openDealQueryOptions(deal));
}
