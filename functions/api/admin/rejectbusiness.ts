import { rejectBusiness } from '#functions/core/partners/review.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminRejectbusiness } from '#shared/route-defs.js';

export const handler = apiHandler(adminRejectbusiness, (input, ctx) =>
  rejectBusiness({ plid: ctx.session.plid }, input.bpId, input.reason),
);
