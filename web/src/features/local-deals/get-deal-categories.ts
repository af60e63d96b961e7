import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../shared/routes';
import { callApi } from '../../lib/api-client';
import { localDealsCategoriesQueryKey } from '../../lib/query-keys';
import { readItem } from '../../lib/session-storage';

// b2c/localdealscategories: the sidebar's categories with their subcategories, and the ZIP the
// server searches around when none is given (the member's, else the co-op's).

export type DealCategories = ResponseOf<'b2c/localdealscategories'>;
export type DealCategory = DealCategories['data'][number];

export function getDealCategories(signal?: AbortSignal): Promise<DealCategories> {
  return callApi('b2c/localdealscategories', { credentials: readItem('credentials'), key: readItem('key') }, { signal });
}

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
