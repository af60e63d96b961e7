import { dashboard } from '#functions/core/admin/stats.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminDashboard } from '#shared/route-defs.js';

export const handler = apiHandler(adminDashboard, (_input, ctx) => dashboard(ctx.session));
