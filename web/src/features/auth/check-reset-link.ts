import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/checkresetlink: is a /resetpassword/{key1}/{key2} link live, and which co-op's address to open.

export function checkResetLink(
  body: RequestOf<'outside/checkresetlink'>,
): Promise<ResponseOf<'outside/checkresetlink'>> {
  return callApi('outside/checkresetlink', body);
}
