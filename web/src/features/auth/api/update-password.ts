import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/updatepassword: the new password from the single recovery key (/recoverpassword/{key}).

export function updatePassword(
  body: RequestOf<'outside/updatepassword'>,
): Promise<ResponseOf<'outside/updatepassword'>> {
  return callApi('outside/updatepassword', body);
}

export const updatePasswordMutationOptions = () => mutationOptions({ mutationFn: updatePassword });

export function useUpdatePassword() {
  return useMutation(updatePasswordMutationOptions());
}
