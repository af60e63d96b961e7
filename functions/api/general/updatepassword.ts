import { MESSAGES } from '../../../shared/constants.js';
import { resetPassword } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['general/updatepassword'], (input, ctx) =>
  resetPassword({ key1: input.key1, key2: input.key2 }, input.password, input.password2, MESSAGES.setPasswordRule, ctx.ip),
);
