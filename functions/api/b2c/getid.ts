import { signPartnerToken } from '#functions/core/benefits/partner-token.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cGetid } from '#shared/route-defs.js';

export const handler = apiHandler(b2cGetid, async (input, ctx) => ({
  success: true as const,
  id: await signPartnerToken({ memberId: ctx.session.memberId, plid: ctx.session.plid, partner: input.partner }),
}));
