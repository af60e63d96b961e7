import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { withSavedCopy } from '#web/lib/offline-copy.js';
import { localDealsQueryKey } from '#web/lib/query-keys.js';
import { readItem } from '#web/lib/session-storage.js';
import { FAVORITES_KEY, keepFavoriteDeals } from './offline-redemption';

// b2c/listfavoritesdeals: the member's favorites, nearest first. A favorite whose deal ended or was
// withdrawn stays listed with `unavailable` saying so.

export type FavoriteDeals = ResponseOf<'b2c/listfavoritesdeals'>;
export type FavoriteDeal = FavoriteDeals['deals'][number];

export function listFavoriteDeals(signal?: AbortSignal): Promise<FavoriteDeals> {
  return callApi('b2c/listfavoritesdeals', { credentials: readItem('credentials') }, { signal });
}

/** Adding or removing a favorite invalidates this, so the list (when shown) reloads. */
export const favoriteDealsQueryKey = [...localDealsQueryKey, 'favorites'] as const;

export const listFavoriteDealsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteDealsQueryKey,
    // Kept on the phone with each favorite's offline ticket (offline-redemption.ts).
    queryFn: ({ signal }) =>
      withSavedCopy('favorites', FAVORITES_KEY, async () => {
        const list = await listFavoriteDeals(signal);
        void keepFavoriteDeals(list).catch(() => undefined);
        return list;
      }),
    staleTime: 0,
  });

/** Loads while `enabled` (favorites mode, for a member). */
export function useFavoriteDeals(enabled: boolean) {
  return useQuery({ ...listFavoriteDealsQueryOptions(), enabled });
}
