import { checkLink } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/checkresetlink'], (input, ctx) => checkLink(input, 'reset', ctx.ip));
