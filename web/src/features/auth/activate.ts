import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/activate: is an /activate/{key1}/{key2} link live, and which co-op's address to open.

export function activate(body: RequestOf<'outside/activate'>): Promise<ResponseOf<'outside/activate'>> {
  return callApi('outside/activate', body);
}
