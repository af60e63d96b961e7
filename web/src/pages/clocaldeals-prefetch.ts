import type { QueryClient } from '@tanstack/react-query';
import { getHomeDataQueryOptions } from '../features/home/get-home-data';
import { isLoggedIn } from '../lib/session-storage';
import { getDealCategoriesQueryOptions } from '../features/local-deals/get-deal-categories';
import { initialSearch, takeEarlyLocalDeals } from '../features/local-deals/deal-requests';
import { searchDealsQueryOptions } from '../features/local-deals/search-deals';

/**
 * clocaldeals' first data, under the keys the page's own queries use: the categories and the
 * first page of the search the visit starts with. Opened from the address bar, boot.ts has sent
 * both beside the home data already; reached from another page, they are asked for beside the
 * page's chunk (router.tsx), after the home data, whose answer stores the co-op key they carry.
 */
export async function prefetchLocalDeals(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const member = isLoggedIn();
  const search = searchDealsQueryOptions(initialSearch(params.get('search')), member);
  const categories = getDealCategoriesQueryOptions(member);
  const early = takeEarlyLocalDeals();
  if (early) {
    await Promise.all([
      queryClient.prefetchQuery({ ...categories, queryFn: () => early.categories }),
      queryClient.prefetchQuery({ ...search, queryFn: () => early.search }),
    ]);
    return;
  }
  await queryClient.fetchQuery(getHomeDataQueryOptions());
  await Promise.all([queryClient.prefetchQuery(categories), queryClient.prefetchQuery(search)]);
}
