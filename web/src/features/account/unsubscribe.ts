import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { accountQueryKey } from '#web/lib/query-keys.js';

// outside/unsubscribe from the digest's footer link: the page asks first, so opening the link
// (or a mail scanner fetching it) changes nothing; the button's POST sets optout to 1.

export function unsubscribe(body: RequestOf<'outside/unsubscribe'>): Promise<ResponseOf<'outside/unsubscribe'>> {
  return callApi('outside/unsubscribe', body);
}

/** The unsubscribe; once done, My Account reads the new preference again. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: unsubscribe,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
    }),
  );
}
