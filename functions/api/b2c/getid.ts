import { signPartnerToken } from '../../core/benefits/partner-token.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/getid'], async (input, ctx) => ({
  success: true as const,
  id: await signPartnerToken({ memberId: ctx.session!.memberId, plid: ctx.session!.plid, partner: input.partner }),
}));
