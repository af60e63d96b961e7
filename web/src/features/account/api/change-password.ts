import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// b2c/changepassword: checks the current password; the server then ends every session of the member.

export function changePassword(body: RequestOf<'b2c/changepassword'>): Promise<ResponseOf<'b2c/changepassword'>> {
  return callApi('b2c/changepassword', body);
}

export const changePasswordMutationOptions = () => mutationOptions({ mutationFn: changePassword });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
