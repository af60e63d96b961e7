import { removeSubscriber } from '#functions/core/newsletter/subscriber-list.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminRemovesubscriber } from '#shared/route-defs.js';

export const handler = apiHandler(adminRemovesubscriber, (input, ctx) => removeSubscriber(ctx.session, input));
