import { clearedCookies, endSession } from '#functions/core/sessions/sessions.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { withCookies } from '#functions/model/reply.js';
import { outsideLogout } from '#shared/route-defs.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// The session cookie alone is enough to end its session (the CSRF header may be gone with a lost
// CSRF cookie); the chain has already refused calls from other sites.
export const handler = apiHandler(outsideLogout, async (_input, ctx) => {
  if (ctx.sessionTokenHash) await endSession(ctx.sessionTokenHash, ctx.session?.memberId);
  return withCookies({ success: true, message: ACCOUNT_MESSAGES.loggedOut }, clearedCookies());
});
