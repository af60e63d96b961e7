import { newBenefitsId } from '#functions/core/benefits/health.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cNewbenefitsid } from '#shared/route-defs.js';

export const handler = apiHandler(b2cNewbenefitsid, async (_input, ctx) => ({
  success: true as const,
  nbid: newBenefitsId(ctx.session.plid),
}));
