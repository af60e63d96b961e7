import { reviewItem } from '#functions/core/partners/review.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminGetbusinesssubmission } from '#shared/route-defs.js';

export const handler = apiHandler(adminGetbusinesssubmission, (input, ctx) =>
  reviewItem({ plid: ctx.session.plid }, input.bpId),
);
