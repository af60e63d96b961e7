import { listActivity } from '#functions/core/audit/activity.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListactivity } from '#shared/route-defs.js';

export const handler = apiHandler(adminListactivity, (input, ctx) => listActivity(ctx.session, input));
