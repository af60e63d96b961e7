import { addPasskey } from '#functions/core/accounts/passkeys.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cAddpasskey } from '#shared/route-defs.js';

export const handler = apiHandler(b2cAddpasskey, (input, ctx) =>
  addPasskey(ctx.session.memberId, ctx.host, input.name, input.response),
);
