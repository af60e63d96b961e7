import { listAllCoops } from '../../core/admin/coops.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/listcoops'], (_input, ctx) => listAllCoops(ctx.session!));
