import { rejectBusiness } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/rejectbusiness'], (input, ctx) => rejectBusiness({ plid: ctx.session!.plid }, input.bpId, input.reason));
