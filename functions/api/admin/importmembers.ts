import { importMembers } from '../../core/members/import-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminImportmembers } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminImportmembers, (input, ctx) => importMembers(ctx.session, input));
