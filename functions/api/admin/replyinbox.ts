import { replyToInbox } from '../../core/admin/inbox.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminReplyinbox } from '../../../shared/routes.js';

export const handler = apiHandler(adminReplyinbox, (input, ctx) => replyToInbox(ctx.session, input));
