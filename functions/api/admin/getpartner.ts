import { partnerDetail } from '../../core/admin/partners.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/getpartner'], (input, ctx) => partnerDetail(ctx.session!, input.bpId));
