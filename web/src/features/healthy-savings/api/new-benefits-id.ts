import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/newbenefitsid: the id the pharmacy price link carries.

export function useNewBenefitsId(member: boolean) {
  return useQuery({
    queryKey: ['new-benefits-id', { member }],
    queryFn: ({ signal }) => callApi('b2c/newbenefitsid', { credentials: readItem('credentials') }, { signal }),
    enabled: member,
    staleTime: Infinity,
    retry: false,
  });
}

export function rxPricingUrl(base: string, nbid: string): string {
  const url = new URL(base);
  url.searchParams.set('groupId', nbid);
  return url.toString();
}
