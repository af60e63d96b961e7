import { recoverPassword } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/recoverpassword'], (input, ctx) => recoverPassword(input.email, ctx.ip));
