import { listMembers } from '../../core/members/admin-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listmembers'], (input, ctx) => listMembers(ctx.session!, input));
