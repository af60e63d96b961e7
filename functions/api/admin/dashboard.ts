import { dashboard } from '../../core/admin/stats.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/dashboard'], (_input, ctx) => dashboard(ctx.session!));
