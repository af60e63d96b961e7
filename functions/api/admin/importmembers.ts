import { importMembers } from '../../core/members/import-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminImportmembers } from '../../../shared/routes.js';

export const handler = apiHandler(adminImportmembers, (input, ctx) => importMembers(ctx.session, input));
