import { resetPassword } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { generalUpdatepassword } from '#shared/route-defs.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

export const handler = apiHandler(generalUpdatepassword, (input, ctx) =>
  resetPassword(
    { key1: input.key1, key2: input.key2 },
    input.password,
    input.password2,
    ACCOUNT_MESSAGES.setPasswordRule,
    ctx.ip,
  ),
);
