import { recordPageVitals } from '#functions/core/vitals/web-vitals.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideWebvitals } from '#shared/route-defs.js';

export const handler = apiHandler(outsideWebvitals, (input, ctx) => recordPageVitals(input, ctx.host));
