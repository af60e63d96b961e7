import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { keepCopy, readSavedCopy, withSavedCopy } from '#web/lib/offline-copy.js';
import { localDealsQueryKey } from '#web/lib/query-keys.js';
import { readItem } from '#web/lib/session-storage.js';
import type { FavoriteDeals } from './list-favorite-deals';
import { FAVORITES_KEY } from './offline-redemption';

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

type OpenDealAnswer = ResponseOf<'b2c/opendeal'>;

/**
 * A deal's saved copy as it is shown offline. Its isFavorite is the one of its last opening, which
 * may predate adding it; the saved favorites list, when saved later, says what the member last saw
 * as their favorites (the list a dead zone opens the deal from).
 */
async function withSavedFavorite(answer: OpenDealAnswer, key: string): Promise<OpenDealAnswer> {
  const [deal, favorites] = await Promise.all([
    readSavedCopy<OpenDealAnswer>('deal', key),
    readSavedCopy<FavoriteDeals>('favorites', FAVORITES_KEY),
  ]);
  if (!favorites || (deal && deal.savedAt > favorites.savedAt)) return answer;
  const isFavorite = favorites.data.deals.some((f) => dealKey(f) === key);
  return { ...answer, data: { ...answer.data, isFavorite } };
}

/** After adding or removing the favorite online: the open deal and its saved copy say so. */
export function showFavorite(queryClient: QueryClient, deal: DealRef, isFavorite: boolean): void {
  const updated = queryClient.setQueryData(openDealQueryKey(deal), (old: OpenDealAnswer | undefined) =>
    old ? { ...old, data: { ...old.data, isFavorite } } : old,
  );
  if (updated) keepCopy('deal', dealKey(deal), updated);
}

export const openDealQueryOptions = (deal: DealRef) =>
  queryOptions({
    queryKey: openDealQueryKey(deal),
    // Kept on the phone: a favorite opens in a dead zone, for 'Redeem on phone' there.
    queryFn: async ({ signal }) => {
      let live = false;
      const answer = await withSavedCopy('deal', dealKey(deal), async () => {
        const opened = await openDeal(deal, signal);
        live = true;
        return opened;
      });
      return live ? answer : withSavedFavorite(answer, dealKey(deal));
    },
    // Each opening asks again: the deal may have ended, and isFavorite may have changed elsewhere.
    staleTime: 0,
    gcTime: 0,
  });

export function useOpenDeal(deal: DealRef) {
  return useQuery(openDealQueryOptions(deal));
}
