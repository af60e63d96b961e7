import { reviewItem } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/getbusinesssubmission'], (input, ctx) => reviewItem({ plid: ctx.session!.plid }, input.bpId));
