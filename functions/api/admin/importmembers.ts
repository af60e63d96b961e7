import { importMembers } from '#functions/core/members/import-members.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminImportmembers } from '#shared/route-defs.js';

export const handler = apiHandler(adminImportmembers, (input, ctx) => importMembers(ctx.session, input));
