import { enrolTotp } from '#functions/core/accounts/second-factor.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cEnroltotp } from '#shared/route-defs.js';

export const handler = apiHandler(b2cEnroltotp, (input, ctx) =>
  enrolTotp({ session: ctx.session, tokenHash: ctx.sessionTokenHash }, input.code),
);
