import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/checkzipcode: the co-ops that serve a ZIP (sign-up step 1).

export function checkZipCode(body: RequestOf<'outside/checkzipcode'>): Promise<ResponseOf<'outside/checkzipcode'>> {
  return callApi('outside/checkzipcode', body);
}

export const checkZipCodeMutationOptions = () => mutationOptions({ mutationFn: checkZipCode });

export function useCheckZipCode() {
  return useMutation(checkZipCodeMutationOptions());
}
