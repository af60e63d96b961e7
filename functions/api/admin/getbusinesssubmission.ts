import { reviewItem } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminGetbusinesssubmission } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminGetbusinesssubmission, (input, ctx) =>
  reviewItem({ plid: ctx.session.plid }, input.bpId),
);
