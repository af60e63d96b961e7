import { saveGroups } from '../../core/admin/groups.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminSavegroups } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminSavegroups, (input, ctx) => saveGroups(ctx.session, input));
