import { approveBusiness } from '#functions/core/partners/review.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminApprovebusiness } from '#shared/route-defs.js';

export const handler = apiHandler(adminApprovebusiness, (input, ctx) =>
  approveBusiness({ plid: ctx.session.plid }, input.bpId),
);
