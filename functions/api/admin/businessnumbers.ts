import { staffBusinessNumbers } from '#functions/core/partners/numbers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminBusinessnumbers } from '#shared/route-defs.js';

export const handler = apiHandler(adminBusinessnumbers, (input, ctx) => staffBusinessNumbers(ctx.session, input.bpId));
