import { countOpens } from '#functions/core/partners/numbers-count.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cCountopens } from '#shared/route-defs.js';

export const handler = apiHandler(b2cCountopens, async (input, ctx) => ({
  success: true as const,
  counted: await countOpens(ctx.session.plid, input.opens),
}));
