import { importMembers } from '../../core/members/import-members.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/importmembers'], (input, ctx) => importMembers(ctx.session!, input));
