import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/subscribenewsletter: stores the address as pending and mails a confirmation link; the
// answer is the same whether or not the address was subscribed already.

export function subscribeNewsletter(
  body: RequestOf<'outside/subscribenewsletter'>,
): Promise<ResponseOf<'outside/subscribenewsletter'>> {
  return callApi('outside/subscribenewsletter', body);
}

export function useSubscribeNewsletter() {
  return useMutation(mutationOptions({ mutationFn: subscribeNewsletter }));
}
