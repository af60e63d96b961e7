import { login } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { readCookie } from '#functions/lib/http.js';
import { DEVICE_COOKIE } from '#shared/constants.js';
import { outsideLogin } from '#shared/route-defs.js';

export const handler = apiHandler(outsideLogin, (input, ctx) =>
  login(input.email, input.password, ctx.ip, Date.now(), readCookie(ctx.event, DEVICE_COOKIE)),
);
