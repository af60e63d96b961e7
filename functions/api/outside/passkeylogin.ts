import { passkeyLogin } from '#functions/core/accounts/passkey-sign-in.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { readCookie } from '#functions/lib/http.js';
import { DEVICE_COOKIE } from '#shared/constants.js';
import { outsidePasskeylogin } from '#shared/route-defs.js';

export const handler = apiHandler(outsidePasskeylogin, (input, ctx) =>
  passkeyLogin(input.response, ctx.ip, ctx.host, readCookie(ctx.event, DEVICE_COOKIE)),
);
