import { openDeal } from '#functions/core/deals/deal-actions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cOpendeal } from '#shared/route-defs.js';

export const handler = apiHandler(b2cOpendeal, async (input, ctx) => ({
  success: true as const,
  data: await openDeal(ctx.session.memberId, input.deal),
}));
