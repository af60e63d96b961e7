import { listActivePartners } from '#functions/core/admin/partners.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminListpartners } from '#shared/route-defs.js';

export const handler = apiHandler(adminListpartners, (input, ctx) => listActivePartners(ctx.session, input.cursor));
