import { partnerDetail } from '../../core/admin/partners.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminGetpartner } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminGetpartner, (input, ctx) => partnerDetail(ctx.session, input.bpId));
