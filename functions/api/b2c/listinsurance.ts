import { listCoopInsurance } from '#functions/core/benefits/insurance.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListinsurance } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListinsurance, async (_input, ctx) => ({
  success: true as const,
  products: await listCoopInsurance(ctx.session.plid),
}));
