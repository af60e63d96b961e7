import { saveGroups } from '../../core/admin/groups.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminSavegroups } from '../../../shared/routes.js';

export const handler = apiHandler(adminSavegroups, (input, ctx) => saveGroups(ctx.session, input));
