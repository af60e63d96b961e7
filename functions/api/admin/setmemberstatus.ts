import { setMemberStatus } from '#functions/core/members/admin-members.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSetmemberstatus } from '#shared/route-defs.js';

export const handler = apiHandler(adminSetmemberstatus, (input, ctx) => setMemberStatus(ctx.session, input));
