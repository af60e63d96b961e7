import { queryOptions, useQuery } from '@tanstack/react-query';
import { localDealsCategoriesQueryKey } from '#web/lib/query-keys.js';
import { getDealCategories } from './deal-requests';

export const getDealCategoriesQueryOptions = (member: boolean) =>
  queryOptions({
    queryKey: localDealsCategoriesQueryKey(member),
    queryFn: ({ signal }) => getDealCategories(signal),
    // The category tree changes with the partners' offers, not while a member browses.
    staleTime: 10 * 60_000,
  });

/** `member`: whether someone is signed in (the default ZIP is the member's then). */
export function useDealCategories(member: boolean) {
  return useQuery(getDealCategoriesQueryOptions(member));
}
