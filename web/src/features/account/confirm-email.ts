import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/confirmemail: the emailed link's keys confirm the new address, and the server ends the
// member's sessions; `url` is the co-op's address to go on to (/coop/{url}), as for the other
// link checks.

export function confirmEmail(body: RequestOf<'outside/confirmemail'>): Promise<ResponseOf<'outside/confirmemail'>> {
  return callApi('outside/confirmemail', body);
}

export const confirmEmailMutationOptions = () => mutationOptions({ mutationFn: confirmEmail });

export function useConfirmEmail() {
  return useMutation(confirmEmailMutationOptions());
}
