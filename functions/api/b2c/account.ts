import { getAccount } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cAccount } from '#shared/route-defs.js';

export const handler = apiHandler(b2cAccount, (_input, ctx) => getAccount(ctx.session.memberId));
