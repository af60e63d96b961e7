import { extendMyOffer } from '#functions/core/partners/my-offers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cExtendmyoffer } from '#shared/route-defs.js';

export const handler = apiHandler(b2cExtendmyoffer, (input, ctx) => extendMyOffer(ctx.session, input));
