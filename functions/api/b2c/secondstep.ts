import { secondStepState } from '#functions/core/accounts/second-factor.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cSecondstep } from '#shared/route-defs.js';

export const handler = apiHandler(b2cSecondstep, (_input, ctx) =>
  secondStepState({ session: ctx.session, tokenHash: ctx.sessionTokenHash }),
);
