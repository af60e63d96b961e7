import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { favoriteDealsQueryKey } from '../list-favorite-deals';
import type { DealRef } from '../open-deal';

// b2c/addfavorite: keeps the deal at this location among the member's favorites.

export function addFavorite(deal: DealRef): Promise<ResponseOf<'b2c/addfavorite'>> {
  return callApi('b2c/addfavorite', {
    credentials: readItem('credentials'),
    deal: { dealId: deal.dealId, locationId: deal.locationId },
  });
}

export const addFavoriteMutationOptions = () => mutationOptions({ mutationFn: addFavorite });

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addFavoriteMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoriteDealsQueryKey }),
  });
}
