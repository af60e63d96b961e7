import { editMyOffer } from '#functions/core/partners/my-offers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cEditmyoffer } from '#shared/route-defs.js';

export const handler = apiHandler(b2cEditmyoffer, (input, ctx) => editMyOffer(ctx.session, input));
