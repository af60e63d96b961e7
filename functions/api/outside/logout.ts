import { ACCOUNT_MESSAGES } from '../../core/accounts/accounts.js';
import { clearedCookies, endSession } from '../../core/sessions/sessions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/logout'], async (_input, ctx) => {
  if (ctx.sessionTokenHash) await endSession(ctx.sessionTokenHash);
  ctx.cookies.push(...clearedCookies());
  return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
});
