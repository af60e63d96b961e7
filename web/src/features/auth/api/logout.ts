import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/logout: the server revokes this session and clears its cookies.

export function logout(body: RequestOf<'outside/logout'>): Promise<ResponseOf<'outside/logout'>> {
  return callApi('outside/logout', body);
}

export const logoutMutationOptions = () => mutationOptions({ mutationFn: logout });

export function useLogout() {
  return useMutation(logoutMutationOptions());
}
