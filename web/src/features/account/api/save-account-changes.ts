import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// b2c/saveaccountchanges: edit names, email, cell phone, ZIP, gender, birth date and email preference.

export function saveAccountChanges(
  body: RequestOf<'b2c/saveaccountchanges'>,
): Promise<ResponseOf<'b2c/saveaccountchanges'>> {
  return callApi('b2c/saveaccountchanges', body);
}

export const saveAccountChangesMutationOptions = () => mutationOptions({ mutationFn: saveAccountChanges });

export function useSaveAccountChanges() {
  return useMutation(saveAccountChangesMutationOptions());
}
