import { saveGroups } from '../../core/admin/groups.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/savegroups'], (input, ctx) => saveGroups(ctx.session!, input));
