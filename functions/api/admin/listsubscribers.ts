import { listSubscribers } from '../../core/newsletter/subscriber-list.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listsubscribers'], (input, ctx) => listSubscribers(ctx.session!, input));
