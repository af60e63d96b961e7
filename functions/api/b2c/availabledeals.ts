import { availableDeals } from '../../core/benefits/group-deals.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/availabledeals'], (input, ctx) =>
  availableDeals({ memberPlid: ctx.session?.plid, key: input.key, requestHost: ctx.host }, input.group),
);
