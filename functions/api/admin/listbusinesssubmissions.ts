import { reviewQueue } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listbusinesssubmissions'], (_input, ctx) => reviewQueue({ plid: ctx.session!.plid }));
