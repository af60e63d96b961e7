import { listInboxPage } from '#functions/core/admin/inbox.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListinbox } from '#shared/route-defs.js';

export const handler = apiHandler(adminListinbox, (input, ctx) => listInboxPage(ctx.session, input));
