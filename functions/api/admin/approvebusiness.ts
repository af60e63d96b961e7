import { approveBusiness } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminApprovebusiness } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminApprovebusiness, (input, ctx) =>
  approveBusiness({ plid: ctx.session.plid }, input.bpId),
);
