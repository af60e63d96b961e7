import { queryOptions, useQuery } from '@tanstack/react-query';
import { withSavedCopy } from '#web/lib/offline-copy.js';
import { localDealsSearchQueryKey } from '#web/lib/query-keys.js';
import { searchDeals, type DealSearch } from './deal-requests';

export const searchDealsQueryOptions = (search: DealSearch, member: boolean) =>
  queryOptions({
    queryKey: localDealsSearchQueryKey(search, member),
    // The last search is kept on the phone; offline, any search shows it (with the offline banner).
    queryFn: ({ signal }) => withSavedCopy('search', 'last', () => searchDeals(search, signal)),
    // A page seen a moment ago shows again at once when the member pages back.
    staleTime: 60_000,
  });

/** `member`: whether someone is signed in (the default ZIP is the member's then). */
export function useSearchDeals(search: DealSearch, member: boolean) {
  return useQuery(searchDealsQueryOptions(search, member));
}
