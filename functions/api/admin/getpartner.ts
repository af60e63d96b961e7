import { partnerDetail } from '#functions/core/admin/partners.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminGetpartner } from '#shared/route-defs.js';

export const handler = apiHandler(adminGetpartner, (input, ctx) => partnerDetail(ctx.session, input.bpId));
