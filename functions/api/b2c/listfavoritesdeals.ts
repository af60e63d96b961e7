import { listFavoriteDeals } from '../../core/deals/deal-actions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { b2cListfavoritesdeals } from '../../../shared/route-defs.js';

export const handler = apiHandler(b2cListfavoritesdeals, (_input, ctx) => listFavoriteDeals(ctx.session.memberId));
