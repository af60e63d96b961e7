import { reviewQueue } from '#functions/core/partners/review.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListbusinesssubmissions } from '#shared/route-defs.js';

export const handler = apiHandler(adminListbusinesssubmissions, (_input, ctx) =>
  reviewQueue({ plid: ctx.session.plid }),
);
