import { replyToInbox } from '#functions/core/admin/inbox.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminReplyinbox } from '#shared/route-defs.js';

export const handler = apiHandler(adminReplyinbox, (input, ctx) => replyToInbox(ctx.session, input));
