import { passkeyLoginOptions } from '../../core/accounts/passkey-sign-in.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsidePasskeyoptions } from '../../../shared/route-defs.js';

export const handler = apiHandler(outsidePasskeyoptions, (input, ctx) =>
  passkeyLoginOptions(input.email || undefined, ctx.ip, ctx.host),
);
