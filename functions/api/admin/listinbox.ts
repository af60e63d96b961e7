import { listInboxPage } from '../../core/admin/inbox.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminListinbox } from '../../../shared/routes.js';

export const handler = apiHandler(adminListinbox, (input, ctx) => listInboxPage(ctx.session, input));
