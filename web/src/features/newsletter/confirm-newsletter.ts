import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/confirmnewsletter from the emailed link: the page asks first, so a mail scanner opening
// the link confirms nothing; the button's POST uses the link once.

export function confirmNewsletter(
  body: RequestOf<'outside/confirmnewsletter'>,
): Promise<ResponseOf<'outside/confirmnewsletter'>> {
  return callApi('outside/confirmnewsletter', body);
}

export function useConfirmNewsletter() {
  return useMutation(mutationOptions({ mutationFn: confirmNewsletter }));
}
