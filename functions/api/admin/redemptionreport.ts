import { redemptionReport } from '../../core/admin/stats.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/redemptionreport'], (input, ctx) => redemptionReport(ctx.session!, input));
