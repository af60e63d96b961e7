import { dealCategories } from '#functions/core/deals/local-deals.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cLocaldealscategories } from '#shared/route-defs.js';

export const handler = apiHandler(b2cLocaldealscategories, (input, ctx) =>
  dealCategories({
    memberId: ctx.session?.memberId,
    memberPlid: ctx.session?.plid,
    key: input.key,
    requestHost: ctx.host,
  }),
);
