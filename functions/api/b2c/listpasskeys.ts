import { listPasskeys } from '#functions/core/accounts/passkeys.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListpasskeys } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListpasskeys, async (_input, ctx) => ({
  success: true as const,
  passkeys: await listPasskeys(ctx.session.memberId),
}));
