import { listGroups } from '../../core/admin/groups.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listgroups'], (_input, ctx) => listGroups(ctx.session!));
