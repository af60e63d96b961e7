import { listAllCoops } from '#functions/core/admin/coops.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListcoops } from '#shared/route-defs.js';

export const handler = apiHandler(adminListcoops, (_input, ctx) => listAllCoops(ctx.session));
