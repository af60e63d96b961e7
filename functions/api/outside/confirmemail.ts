import { confirmEmail } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/confirmemail'], (input, ctx) => confirmEmail(input, ctx.ip, ctx.cookies));
