import { saveAccount } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cSaveaccountchanges } from '#shared/route-defs.js';

export const handler = apiHandler(b2cSaveaccountchanges, ({ data }, ctx) => saveAccount(ctx.session.memberId, data));
