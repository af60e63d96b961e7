import { partnerOptOut } from '#functions/core/partners/partner-mailings.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsidePartnerunsubscribe } from '#shared/route-defs.js';

export const handler = apiHandler(outsidePartnerunsubscribe, (input) => partnerOptOut(input));
