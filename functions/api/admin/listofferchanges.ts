import { listOfferChanges } from '#functions/core/admin/offer-changes.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListofferchanges } from '#shared/route-defs.js';

export const handler = apiHandler(adminListofferchanges, (_input, ctx) => listOfferChanges(ctx.session));
