import { changeMemberPassword } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cChangepassword } from '#shared/route-defs.js';

export const handler = apiHandler(b2cChangepassword, ({ data }, ctx) =>
  changeMemberPassword(ctx.session.memberId, data.password, data.newPassword, data.confirmPassword),
);
