import { setPartnerMail } from '#functions/core/partners/partner-mail-settings.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cSetpartnermail } from '#shared/route-defs.js';

export const handler = apiHandler(b2cSetpartnermail, (input, ctx) => setPartnerMail(ctx.session.memberId, input));
