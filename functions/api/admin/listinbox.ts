import { listInboxPage } from '../../core/admin/inbox.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listinbox'], (input, ctx) => listInboxPage(ctx.session!, input));
