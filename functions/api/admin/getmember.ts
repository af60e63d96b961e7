import { memberDetail } from '../../core/members/admin-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/getmember'], (input, ctx) => memberDetail(ctx.session!, input));
