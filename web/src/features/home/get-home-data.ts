import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeData } from '#shared/schemas/home.js';
import { requestHomeData, takeEarlyHomeData } from '#web/lib/home-data-request.js';
import { withSavedCopy } from '#web/lib/offline-copy.js';
import { homeDataQueryKey } from '#web/lib/query-keys.js';
import { saveHomeData } from '#web/lib/session-storage.js';

// outside/gethomedata: the co-op of this page with its colours, groups, deals and slides.

export async function getHomeData(signal?: AbortSignal): Promise<HomeData> {
  // The first call takes the request boot.ts sent before the app loaded, when there is one.
  // A member's home data is kept on the phone: offline, the card and favorites still have their co-op.
  const data = await withSavedCopy('home', 'home', () => takeEarlyHomeData() ?? requestHomeData(signal));
  saveHomeData(data);
  return data;
}

export const getHomeDataQueryOptions = () =>
  queryOptions({
    queryKey: homeDataQueryKey,
    queryFn: ({ signal }) => getHomeData(signal),
    // Home data changes only on login, logout or a co-op switch, which replace it explicitly.
    staleTime: Infinity,
  });

/** Loads the home data (the member area waits for it). */
export function useHomeData() {
  return useQuery(getHomeDataQueryOptions());
}

/** Follows the home data without ever loading it, e.g. for the theme around every page. */
export function useCachedHomeData(): HomeData | undefined {
  return useQuery({ ...getHomeDataQueryOptions(), enabled: false }).data;
}
