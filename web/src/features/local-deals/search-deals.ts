import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, LOCAL_DEALS } from '../../../../shared/constants';
import type { RequestOf, ResponseOf } from '../../../../shared/routes';
import type { DealSort } from '../../../../shared/schemas/deals';
import { callApi } from '../../lib/api-client';
import { localDealsSearchQueryKey } from '../../lib/query-keys';
import { readItem } from '../../lib/session-storage';

// b2c/listdeals and b2c/listdealsbycategory: one page of deals near a ZIP, sorted on the server.
// A search with a category goes to the second; both answer the same shape.

export type DealsPage = ResponseOf<'b2c/listdeals'>;
export type DealInList = DealsPage['deals'][number];

/** What the deals list shows: the search as last submitted, with the sidebar's choices. */
export interface DealSearch {
  criteria: string;
  /** null: the server's default ZIP (the member's, else the co-op's). */
  zipcode: string | null;
  radius: number;
  category: string | null;
  subCategory: string | null;
  page: number;
  sort: DealSort;
}

export const DEFAULT_SEARCH: DealSearch = {
  criteria: '',
  zipcode: null,
  radius: LOCAL_DEALS.defaultRadius,
  category: null,
  subCategory: null,
  page: 1,
  sort: 'distance-asc',
};

/** The search a visit starts with: the default one, or the shell's text (?search=) at 250 miles. */
export function initialSearch(linkText: string | null): DealSearch {
  const criteria = linkText?.trim().slice(0, LIMITS.shellSearch) ?? '';
  return criteria ? { ...DEFAULT_SEARCH, criteria, radius: LOCAL_DEALS.searchLinkRadius } : DEFAULT_SEARCH;
}

const session = () => ({ credentials: readItem('credentials'), key: readItem('key') });

export function listDeals(payload: RequestOf<'b2c/listdeals'>['payload'], signal?: AbortSignal): Promise<DealsPage> {
  return callApi('b2c/listdeals', { ...session(), payload }, { signal });
}

export function listDealsByCategory(payload: RequestOf<'b2c/listdealsbycategory'>['payload'], signal?: AbortSignal): Promise<DealsPage> {
  return callApi('b2c/listdealsbycategory', { ...session(), payload }, { signal });
}

export function searchDeals({ category, subCategory, ...rest }: DealSearch, signal?: AbortSignal): Promise<DealsPage> {
  return category ? listDealsByCategory({ category, subCategory, ...rest }, signal) : listDeals(rest, signal);
}

export const searchDealsQueryOptions = (search: DealSearch, member: boolean) =>
  queryOptions({
    queryKey: localDealsSearchQueryKey(search, member),
    queryFn: ({ signal }) => searchDeals(search, signal),
    // A page seen a moment ago shows again at once when the member pages back.
    staleTime: 60_000,
  });

/** `member`: whether someone is signed in (the default ZIP is the member's then). */
export function useSearchDeals(search: DealSearch, member: boolean) {
  return useQuery(searchDealsQueryOptions(search, member));
}
