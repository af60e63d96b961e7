import { passSecondStep } from '#functions/core/accounts/second-factor.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cPasssecondstep } from '#shared/route-defs.js';

export const handler = apiHandler(b2cPasssecondstep, (input, ctx) =>
  passSecondStep({ session: ctx.session, tokenHash: ctx.sessionTokenHash }, input.code),
);
