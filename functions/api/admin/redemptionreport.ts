import { redemptionReport } from '#functions/core/admin/stats.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminRedemptionreport } from '#shared/route-defs.js';

export const handler = apiHandler(adminRedemptionreport, (input, ctx) => redemptionReport(ctx.session, input));
