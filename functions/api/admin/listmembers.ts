import { listMembers } from '../../core/members/admin-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminListmembers } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminListmembers, (input, ctx) => listMembers(ctx.session, input));
