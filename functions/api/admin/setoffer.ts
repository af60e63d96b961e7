import { setOffer } from '#functions/core/admin/partners.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSetoffer } from '#shared/route-defs.js';

export const handler = apiHandler(adminSetoffer, (input, ctx) => setOffer(ctx.session, input));
