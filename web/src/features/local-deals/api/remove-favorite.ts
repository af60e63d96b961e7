import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { favoriteDealsQueryKey } from '../list-favorite-deals';
import type { DealRef } from '../open-deal';

// b2c/removefavorite: takes the deal at this location out of the member's favorites.

export function removeFavorite(deal: DealRef): Promise<ResponseOf<'b2c/removefavorite'>> {
  return callApi('b2c/removefavorite', {
    credentials: readItem('credentials'),
    deal: { dealId: deal.dealId, locationId: deal.locationId },
  });
}

export const removeFavoriteMutationOptions = () => mutationOptions({ mutationFn: removeFavorite });

/** Removing while the favorites are listed reloads the list (the query is active then). */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeFavoriteMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteDealsQueryKey }),
  });
}
