import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/activateaccount: the invited member's first password; signs in like login.

export function activateAccount(
  body: RequestOf<'outside/activateaccount'>,
): Promise<ResponseOf<'outside/activateaccount'>> {
  return callApi('outside/activateaccount', body);
}

export const activateAccountMutationOptions = () => mutationOptions({ mutationFn: activateAccount });

export function useActivateAccount() {
  return useMutation(activateAccountMutationOptions());
}
