import { listGroups } from '#functions/core/admin/groups.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListgroups } from '#shared/route-defs.js';

export const handler = apiHandler(adminListgroups, (_input, ctx) => listGroups(ctx.session));
