import { login } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { readCookie } from '../../lib/http.js';
import { DEVICE_COOKIE } from '../../../shared/constants.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/login'], (input, ctx) =>
  login(input.email, input.password, ctx.ip, ctx.cookies, Date.now(), readCookie(ctx.event, DEVICE_COOKIE)),
);
