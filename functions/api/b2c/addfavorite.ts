import { addFavorite } from '#functions/core/deals/deal-actions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cAddfavorite } from '#shared/route-defs.js';

export const handler = apiHandler(b2cAddfavorite, async (input, ctx) => {
  await addFavorite(ctx.session.memberId, input.deal);
  return { success: true };
});
