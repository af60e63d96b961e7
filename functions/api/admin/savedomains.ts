import { saveCoopDomains } from '#functions/core/admin/domains.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSavedomains } from '#shared/route-defs.js';

export const handler = apiHandler(adminSavedomains, (input, ctx) => saveCoopDomains(ctx.session, input));
