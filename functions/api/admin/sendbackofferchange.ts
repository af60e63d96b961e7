import { sendBackOfferChange } from '#functions/core/admin/offer-changes.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSendbackofferchange } from '#shared/route-defs.js';

export const handler = apiHandler(adminSendbackofferchange, (input, ctx) => sendBackOfferChange(ctx.session, input));
