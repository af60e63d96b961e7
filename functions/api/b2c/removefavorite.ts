import { removeFavorite } from '#functions/core/deals/deal-actions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cRemovefavorite } from '#shared/route-defs.js';

export const handler = apiHandler(b2cRemovefavorite, async (input, ctx) => {
  await removeFavorite(ctx.session.memberId, input.deal);
  return { success: true };
});
