import {
  infiniteQueryOptions,
  mutationOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { RequestOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// Virtual Assistance: the co-op's inbox, a page at a time, and staff replies.

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
