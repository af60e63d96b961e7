import { addFavorite } from '../../core/deals/deal-actions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/addfavorite'], async (input, ctx) => {
  await addFavorite(ctx.session!.memberId, input.deal);
  return { success: true };
});
