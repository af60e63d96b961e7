import { listNationalDeals } from '../../core/benefits/national-deals.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/listnationaldeals'], (_input, ctx) => listNationalDeals(ctx.session!.plid));
