import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/recoverpassword: email a reset link (same answer whether or not the email exists).

export function recoverPassword(
  body: RequestOf<'outside/recoverpassword'>,
): Promise<ResponseOf<'outside/recoverpassword'>> {
  return callApi('outside/recoverpassword', body);
}

export const recoverPasswordMutationOptions = () => mutationOptions({ mutationFn: recoverPassword });

export function useRecoverPassword() {
  return useMutation(recoverPasswordMutationOptions());
}
