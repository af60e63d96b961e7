import { listSubscribers } from '../../core/admin/newsletter.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listsubscribers'], (input, ctx) => listSubscribers(ctx.session!, input));
