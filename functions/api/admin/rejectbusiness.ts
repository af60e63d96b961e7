import { rejectBusiness } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminRejectbusiness } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminRejectbusiness, (input, ctx) =>
  rejectBusiness({ plid: ctx.session.plid }, input.bpId, input.reason),
);
