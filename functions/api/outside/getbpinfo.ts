import { getBpInfo } from '#functions/core/partners/agreement.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideGetbpinfo } from '#shared/route-defs.js';

export const handler = apiHandler(outsideGetbpinfo, (input, ctx) => getBpInfo(input, ctx.ip));
