import { getPartnerMail } from '#functions/core/partners/partner-mail-settings.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cGetpartnermail } from '#shared/route-defs.js';

export const handler = apiHandler(b2cGetpartnermail, (input, ctx) => getPartnerMail(ctx.session.memberId, input.bpId));
