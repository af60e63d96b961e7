import { listDeals } from '../../core/deals/local-deals.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/listdeals'], (input, ctx) =>
  listDeals({ memberId: ctx.session?.memberId, memberPlid: ctx.session?.plid, key: input.key, requestHost: ctx.host }, input.payload),
);
