import { confirmEmail } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideConfirmemail } from '#shared/route-defs.js';

export const handler = apiHandler(outsideConfirmemail, (input, ctx) => confirmEmail(input, ctx.ip));
