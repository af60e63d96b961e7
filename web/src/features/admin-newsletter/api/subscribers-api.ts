import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { NewsletterSubscriber } from '#shared/schemas/newsletter.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// The co-op's newsletter list for its staff: a page at a time, all of it for the CSV, and taking
// an address off. The server takes the co-op from the session.

const credentials = () => readItem('credentials');
const SUBSCRIBERS_KEY = ['admin-subscribers'] as const;

export const useSubscribers = (cursor: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...SUBSCRIBERS_KEY, cursor] as const,
      queryFn: ({ signal }) => callApi('admin/listsubscribers', { credentials: credentials(), cursor }, { signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

/** Every subscriber, page after page (the CSV download). */
export async function allSubscribers(): Promise<NewsletterSubscriber[]> {
  const all: NewsletterSubscriber[] = [];
  let cursor: string | null = null;
  do {
    const page: { subscribers: NewsletterSubscriber[]; next: string | null } = await callApi('admin/listsubscribers', {
      credentials: credentials(),
      cursor,
    });
    all.push(...page.subscribers);
    cursor = page.next;
  } while (cursor);
  return all;
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (email: string) => callApi('admin/removesubscriber', { credentials: credentials(), email }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
    }),
  );
}
