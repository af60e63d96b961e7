import { LIMITS, LOCAL_DEALS } from '#shared/constants.js';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import type { DealSort } from '#shared/schemas/deals.js';
import { callApi } from '#web/lib/api-client.js';
import { startEarly, takeEarly } from '#web/lib/early-requests.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/listdeals and b2c/listdealsbycategory: one page of deals near a ZIP, or near the visitor's
// location, sorted on the server. A search with a category goes to the second; both answer the
// same shape.

export type DealsPage = ResponseOf<'b2c/listdeals'>;
export type DealInList = DealsPage['deals'][number];

/** What the deals list shows: the search as last submitted, with the sidebar's choices. */
export interface DealSearch {
  criteria: string;
  /** null: the server's default ZIP (the member's, else the co-op's). */
  zipcode: string | null;
  /**
   * "Use my location": the point searched around instead of a ZIP, already rounded to about 100 m.
   * It lives in this state only (never the address bar, so never in a shared link or the history).
   */
  point: { lat: number; lng: number } | null;
  radius: number;
  category: string | null;
  subCategory: string | null;
  page: number;
  sort: DealSort;
}

export const DEFAULT_SEARCH: DealSearch = {
  criteria: '',
  zipcode: null,
  point: null,
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

// The server resolves the co-op from the member, then the stored key, then this host: a first
// visit's key is null until the home data answers, and the host gives the same co-op.
const session = () => ({ credentials: readItem('credentials'), key: readItem('key') });

export function listDeals(payload: RequestOf<'b2c/listdeals'>['payload'], signal?: AbortSignal): Promise<DealsPage> {
  return callApi('b2c/listdeals', { ...session(), payload }, { signal });
}

export function listDealsByCategory(
  payload: RequestOf<'b2c/listdealsbycategory'>['payload'],
  signal?: AbortSignal,
): Promise<DealsPage> {
  return callApi('b2c/listdealsbycategory', { ...session(), payload }, { signal });
}

export function searchDeals(
  { category, subCategory, point, ...search }: DealSearch,
  signal?: AbortSignal,
): Promise<DealsPage> {
  // A point replaces the ZIP; a ZIP search sends no point at all.
  const rest = point ? { ...search, zipcode: null, point } : search;
  return category ? listDealsByCategory({ category, subCategory, ...rest }, signal) : listDeals(rest, signal);
}

// b2c/localdealscategories: the sidebar's categories with their subcategories, and the ZIP the
// server searches around when none is given (the member's, else the co-op's).

export type DealCategories = ResponseOf<'b2c/localdealscategories'>;
export type DealCategory = DealCategories['data'][number];

export function getDealCategories(signal?: AbortSignal): Promise<DealCategories> {
  return callApi(
    'b2c/localdealscategories',
    { credentials: readItem('credentials'), key: readItem('key') },
    { signal },
  );
}

const EARLY_CATEGORIES = 'local-deals:categories';
const EARLY_SEARCH = 'local-deals:search';

/**
 * clocaldeals opened from the address bar: boot.ts sends its categories and first search beside
 * the home data, before the app's JavaScript has loaded (the search is the one the link starts).
 */
export function startEarlyLocalDeals(params: URLSearchParams): void {
  startEarly(EARLY_CATEGORIES, () => getDealCategories());
  startEarly(EARLY_SEARCH, () => searchDeals(initialSearch(params.get('search'))));
}

/** The answers boot.ts asked for, once (undefined when the page was reached another way). */
export function takeEarlyLocalDeals(): { categories: Promise<DealCategories>; search: Promise<DealsPage> } | undefined {
  const categories = takeEarly<DealCategories>(EARLY_CATEGORIES);
  const search = takeEarly<DealsPage>(EARLY_SEARCH);
  return categories && search ? { categories, search } : undefined;
}
