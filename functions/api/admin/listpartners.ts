import { listActivePartners } from '../../core/admin/partners.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listpartners'], (input, ctx) => listActivePartners(ctx.session!, input.cursor));
