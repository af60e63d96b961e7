import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeData } from '../../../../../shared/schemas/home';
import { callApi } from '../../../lib/api-client';
import { homeDataQueryKey } from '../../../lib/query-keys';
import { readItem, saveHomeData } from '../../../lib/session-storage';

// outside/gethomedata: the co-op of this page with its colours, groups, deals and slides.

export async function getHomeData(signal?: AbortSignal): Promise<HomeData> {
  const data = await callApi(
    'outside/gethomedata',
    // The server resolves the co-op from the member, then the stored key, then this host.
    { credentials: readItem('credentials'), url: window.location.host, key: readItem('key') },
    { signal },
  );
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
