import { getOfferExtension } from '#functions/core/partners/offer-extension.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideGetofferextension } from '#shared/route-defs.js';

export const handler = apiHandler(outsideGetofferextension, (input, ctx) => getOfferExtension(input, ctx.ip));
