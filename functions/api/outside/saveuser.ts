import { register } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/saveuser'], (input, ctx) => register(input, ctx.ip));
