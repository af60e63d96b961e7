import { signPartnerToken } from '../../core/benefits/partner-token.js';
import { apiHandler } from '../../lib/api-handler.js';
import { b2cGetid } from '../../../shared/route-defs.js';

export const handler = apiHandler(b2cGetid, async (input, ctx) => ({
  success: true as const,
  id: await signPartnerToken({ memberId: ctx.session.memberId, plid: ctx.session.plid, partner: input.partner }),
}));
