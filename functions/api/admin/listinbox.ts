import { listInboxPage } from '../../core/admin/inbox.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminListinbox } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminListinbox, (input, ctx) => listInboxPage(ctx.session, input));
