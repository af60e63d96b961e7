import { listFavoriteDeals } from '../../core/deals/deal-actions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/listfavoritesdeals'], (_input, ctx) => listFavoriteDeals(ctx.session!.memberId));
