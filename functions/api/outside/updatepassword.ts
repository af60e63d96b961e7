import { resetPassword } from '#functions/core/accounts/accounts.js';
import { splitKey } from '#functions/core/accounts/link-tokens.js';
import { invalid } from '#functions/model/errors.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideUpdatepassword } from '#shared/route-defs.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

export const handler = apiHandler(outsideUpdatepassword, async (input, ctx) => {
  const keys = splitKey(input.key);
  if (!keys) throw invalid(ACCOUNT_MESSAGES.invalidLink);
  return resetPassword(keys, input.password, input.password2, ACCOUNT_MESSAGES.passwordRule, ctx.ip);
});
