import type { RequestOf, ResponseOf } from '../../../../shared/routes';
import { callApi } from '../../lib/api-client';

// outside/activate: is an /activate/{key1}/{key2} link live, and which co-op's address to open.

export function activate(body: RequestOf<'outside/activate'>): Promise<ResponseOf<'outside/activate'>> {
  return callApi('outside/activate', body);
}
