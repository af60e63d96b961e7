import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/saveuser: register in the chosen co-op (sign-up step 2).

export function saveUser(body: RequestOf<'outside/saveuser'>): Promise<ResponseOf<'outside/saveuser'>> {
  return callApi('outside/saveuser', body);
}

export const saveUserMutationOptions = () => mutationOptions({ mutationFn: saveUser });

export function useSaveUser() {
  return useMutation(saveUserMutationOptions());
}
