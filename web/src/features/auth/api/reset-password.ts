import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// general/updatepassword: the new password from the two reset-link keys (the reset screen).

export function resetPassword(
  body: RequestOf<'general/updatepassword'>,
): Promise<ResponseOf<'general/updatepassword'>> {
  return callApi('general/updatepassword', body);
}

export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
