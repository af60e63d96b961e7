import { listMyOffers } from '#functions/core/partners/my-offers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListmyoffers } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListmyoffers, (input, ctx) => listMyOffers(ctx.session, input.bpId));
