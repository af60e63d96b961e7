import { listFavoriteDeals } from '#functions/core/deals/deal-actions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListfavoritesdeals } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListfavoritesdeals, (_input, ctx) => listFavoriteDeals(ctx.session.memberId));
