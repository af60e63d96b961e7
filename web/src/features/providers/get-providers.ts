import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// b2c/getproviders: the providers of a benefit (and specialty) within a distance of a ZIP, nearest
// first. A search is the member's action, so a mutation: each submit asks again.

export type ProvidersAnswer = ResponseOf<'b2c/getproviders'>;
export type ProviderRow = ProvidersAnswer['data'][number];

export function getProviders(body: RequestOf<'b2c/getproviders'>): Promise<ProvidersAnswer> {
  return callApi('b2c/getproviders', body);
}

export function useGetProviders() {
  return useMutation(mutationOptions({ mutationFn: getProviders }));
}
