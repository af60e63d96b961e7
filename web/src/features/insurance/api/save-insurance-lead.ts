import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// b2c/saveinsurancelead: the quote request for one product; the server stores it and emails the
// co-op's staff, and answers the message the Success alert shows.

export function saveInsuranceLead(
  body: RequestOf<'b2c/saveinsurancelead'>,
): Promise<ResponseOf<'b2c/saveinsurancelead'>> {
  return callApi('b2c/saveinsurancelead', body);
}

export const saveInsuranceLeadMutationOptions = () => mutationOptions({ mutationFn: saveInsuranceLead });

export function useSaveInsuranceLead() {
  return useMutation(saveInsuranceLeadMutationOptions());
}
