import { removeSubscriber } from '../../core/newsletter/subscriber-list.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/removesubscriber'], (input, ctx) => removeSubscriber(ctx.session!, input));
