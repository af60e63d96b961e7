import { printDeal } from '#functions/core/deals/deal-actions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cPrintdeal } from '#shared/route-defs.js';

export const handler = apiHandler(b2cPrintdeal, async (input, ctx) => ({
  success: true as const,
  coupon: await printDeal(ctx.session.memberId, input.deal),
}));
