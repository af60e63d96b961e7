import { partnerPublicKeys } from '#functions/core/benefits/partner-token.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsidePartnerkeys } from '#shared/route-defs.js';

export const handler = apiHandler(outsidePartnerkeys, async () => ({
  success: true as const,
  keys: await partnerPublicKeys(),
}));
