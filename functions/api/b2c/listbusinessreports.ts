import { listBusinessReports } from '#functions/core/deals/deal-reports.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListbusinessreports } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListbusinessreports, (input, ctx) =>
  listBusinessReports(ctx.session.memberId, input),
);
