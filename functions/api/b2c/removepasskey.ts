import { removePasskey } from '#functions/core/accounts/passkeys.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cRemovepasskey } from '#shared/route-defs.js';

export const handler = apiHandler(b2cRemovepasskey, (input, ctx) => removePasskey(ctx.session.memberId, input.id));
