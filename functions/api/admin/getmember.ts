import { memberDetail } from '#functions/core/members/admin-members.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminGetmember } from '#shared/route-defs.js';

export const handler = apiHandler(adminGetmember, (input, ctx) => memberDetail(ctx.session, input));
