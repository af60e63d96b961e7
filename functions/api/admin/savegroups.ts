import { saveGroups } from '#functions/core/admin/groups.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSavegroups } from '#shared/route-defs.js';

export const handler = apiHandler(adminSavegroups, (input, ctx) => saveGroups(ctx.session, input));
