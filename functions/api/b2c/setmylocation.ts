import { setMyLocation } from '#functions/core/partners/my-offers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cSetmylocation } from '#shared/route-defs.js';

export const handler = apiHandler(b2cSetmylocation, (input, ctx) => setMyLocation(ctx.session, input));
