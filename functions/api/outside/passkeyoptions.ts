import { passkeyLoginOptions } from '#functions/core/accounts/passkey-sign-in.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsidePasskeyoptions } from '#shared/route-defs.js';

export const handler = apiHandler(outsidePasskeyoptions, (input, ctx) =>
  passkeyLoginOptions(input.email || undefined, ctx.ip, ctx.host),
);
