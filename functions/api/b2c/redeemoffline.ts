import { redeemOffline } from '#functions/core/deals/deal-actions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cRedeemoffline } from '#shared/route-defs.js';

export const handler = apiHandler(b2cRedeemoffline, async (input, ctx) => ({
  success: true as const,
  ...(await redeemOffline(ctx.session.memberId, input.deal, input.ticket)),
}));
