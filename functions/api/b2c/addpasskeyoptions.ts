import { addPasskeyOptions } from '#functions/core/accounts/passkeys.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cAddpasskeyoptions } from '#shared/route-defs.js';

export const handler = apiHandler(b2cAddpasskeyoptions, (_input, ctx) => addPasskeyOptions(ctx.session, ctx.host));
