import { changeMemberPassword } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/changepassword'], ({ data }, ctx) =>
  changeMemberPassword(ctx.session!.memberId, data.password, data.newPassword, data.confirmPassword, ctx.cookies),
);
