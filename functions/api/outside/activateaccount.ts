import { activateAccount } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideActivateaccount } from '#shared/route-defs.js';

export const handler = apiHandler(outsideActivateaccount, ({ activationData: a }, ctx) =>
  activateAccount({ key1: a.key1, key2: a.key2 }, a.password, a.passwordConfirmation, ctx.ip),
);
