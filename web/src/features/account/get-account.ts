import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { accountQueryKey } from '#web/lib/query-keys.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/account: the member's account fields and savings history (deals and total).

export type Account = ResponseOf<'b2c/account'>;

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return callApi('b2c/account', { credentials: readItem('credentials') }, { signal });
}

export const getAccountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
  });

/** Loads while `enabled` (the My Account modal is open). */
export function useAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountQueryOptions(), enabled });
}
