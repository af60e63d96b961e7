import type { QueryClient } from '@tanstack/react-query';
import { getHomeDataQueryOptions } from '../features/home/get-home-data';
import { isLoggedIn } from '../lib/session-storage';
import { getDealCategoriesQueryOptions } from '../features/local-deals/get-deal-categories';
import { initialSearch, searchDealsQueryOptions } from '../features/local-deals/search-deals';

/**
 * clocaldeals' first data, asked for beside the page's chunk (router.tsx): the categories and the
 * first page of the search the visit starts with, under the keys the page's own queries use. After
 * the home data, whose answer stores the co-op key these calls carry.
 */
export async function prefetchLocalDeals(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  await queryClient.fetchQuery(getHomeDataQueryOptions());
  const member = isLoggedIn();
  await Promise.all([
    queryClient.prefetchQuery(getDealCategoriesQueryOptions(member)),
    queryClient.prefetchQuery(searchDealsQueryOptions(initialSearch(params.get('search')), member)),
  ]);
}
