import { resetFactors } from '#functions/core/members/staff-factors.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminResetfactors } from '#shared/route-defs.js';

export const handler = apiHandler(adminResetfactors, (input, ctx) => resetFactors(ctx.session, input.memberId));
