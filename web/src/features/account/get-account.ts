import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../shared/routes';
import { callApi } from '../../lib/api-client';
import { accountQueryKey } from '../../lib/query-keys';
import { readItem } from '../../lib/session-storage';

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
