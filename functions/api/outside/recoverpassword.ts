import { recoverPassword } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideRecoverpassword } from '#shared/route-defs.js';

export const handler = apiHandler(outsideRecoverpassword, (input, ctx) => recoverPassword(input.email, ctx.ip));
