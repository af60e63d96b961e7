import { getBpInfo } from '../../core/partners/agreement.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsideGetbpinfo } from '../../../shared/route-defs.js';

export const handler = apiHandler(outsideGetbpinfo, (input, ctx) => getBpInfo(input, ctx.ip));
