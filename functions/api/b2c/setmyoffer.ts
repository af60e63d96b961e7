import { setMyOffer } from '#functions/core/partners/my-offers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cSetmyoffer } from '#shared/route-defs.js';

export const handler = apiHandler(b2cSetmyoffer, (input, ctx) => setMyOffer(ctx.session, input));
