import { listNationalDeals } from '#functions/core/benefits/national-deals.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListnationaldeals } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListnationaldeals, (_input, ctx) => listNationalDeals(ctx.session.plid));
