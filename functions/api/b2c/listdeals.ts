import { listDeals } from '#functions/core/deals/local-deals.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListdeals } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListdeals, (input, ctx) =>
  listDeals(
    { memberId: ctx.session?.memberId, memberPlid: ctx.session?.plid, key: input.key, requestHost: ctx.host },
    input.payload,
  ),
);
