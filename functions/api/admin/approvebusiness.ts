import { approveBusiness } from '../../core/partners/review.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/approvebusiness'], (input, ctx) => approveBusiness({ plid: ctx.session!.plid }, input.bpId));
