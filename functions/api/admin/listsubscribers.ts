import { listSubscribers } from '#functions/core/newsletter/subscriber-list.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListsubscribers } from '#shared/route-defs.js';

export const handler = apiHandler(adminListsubscribers, (input, ctx) => listSubscribers(ctx.session, input));
