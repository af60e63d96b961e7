import { approveOfferChange } from '#functions/core/admin/offer-changes.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminApproveofferchange } from '#shared/route-defs.js';

export const handler = apiHandler(adminApproveofferchange, (input, ctx) => approveOfferChange(ctx.session, input));
