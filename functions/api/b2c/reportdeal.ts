import { reportDeal } from '#functions/core/deals/deal-reports.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cReportdeal } from '#shared/route-defs.js';

export const handler = apiHandler(b2cReportdeal, (input, ctx) => reportDeal(ctx.session.memberId, input));
