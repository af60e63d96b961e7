import { extendOffer } from '#functions/core/partners/offer-extension.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideExtendoffer } from '#shared/route-defs.js';

export const handler = apiHandler(outsideExtendoffer, (input, ctx) =>
  extendOffer({ key1: input.key1, key2: input.key2 }, input.months, ctx.ip),
);
