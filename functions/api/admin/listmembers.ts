import { listMembers } from '#functions/core/members/admin-members.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListmembers } from '#shared/route-defs.js';

export const handler = apiHandler(adminListmembers, (input, ctx) => listMembers(ctx.session, input));
