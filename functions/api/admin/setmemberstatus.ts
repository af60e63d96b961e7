import { setMemberStatus } from '../../core/members/admin-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/setmemberstatus'], (input, ctx) => setMemberStatus(ctx.session!, input));
