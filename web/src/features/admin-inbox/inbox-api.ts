import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { RequestOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// Virtual Assistance: the co-op's inbox, a page at a time, and staff replies; for a deal report
// (ADR 0096), its offer as it stands now and the staff route that pauses it (admin/setoffer).

export type InboxView = RequestOf<'admin/listinbox'>['view'];
const INBOX_KEY = ['admin-inbox'] as const;

export const useInbox = (view: InboxView) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...INBOX_KEY, view] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi('admin/listinbox', { credentials: readItem('credentials'), view, cursor: pageParam }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      retry: false,
    }),
  );

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (v: Omit<RequestOf<'admin/replyinbox'>, 'credentials'>) =>
        callApi('admin/replyinbox', { credentials: readItem('credentials'), ...v }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
    }),
  );
}

const OFFER_KEY = ['admin-inbox', 'report-offer'] as const;

/** The reported offer as it stands now (live or paused, its end date), from its business. */
export const useReportedOffer = (bpId: string, dealId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...OFFER_KEY, bpId, dealId] as const,
      queryFn: async ({ signal }) => {
        const partner = await callApi('admin/getpartner', { credentials: readItem('credentials'), bpId }, { signal });
        return partner.offers.find((o) => o.dealId === dealId) ?? null;
      },
      retry: false,
    }),
  );

/** Pauses the offer in one step: the staff route that sets it inactive and removes its listings. */
export function usePauseOffer() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (v: { bpId: string; dealId: string; expirationDate: string }) =>
        callApi('admin/setoffer', { credentials: readItem('credentials'), ...v, status: 0 }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFER_KEY }),
    }),
  );
}
