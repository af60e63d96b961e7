import { getCoopDomains } from '#functions/core/admin/domains.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminGetdomains } from '#shared/route-defs.js';

export const handler = apiHandler(adminGetdomains, (_input, ctx) => getCoopDomains(ctx.session));
