import { replyToInbox } from '../../core/admin/inbox.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/replyinbox'], (input, ctx) => replyToInbox(ctx.session!, input));
