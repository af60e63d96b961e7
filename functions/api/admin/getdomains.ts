import { getCoopDomains } from '../../core/admin/domains.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/getdomains'], (_input, ctx) => getCoopDomains(ctx.session!));
