import { availableDeals } from '#functions/core/benefits/group-deals.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cAvailabledeals } from '#shared/route-defs.js';

export const handler = apiHandler(b2cAvailabledeals, (input, ctx) =>
  availableDeals({ memberPlid: ctx.session?.plid, key: input.key, requestHost: ctx.host }, input.group),
);
