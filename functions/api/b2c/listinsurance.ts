import { listCoopInsurance } from '../../core/benefits/insurance.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/listinsurance'], async (_input, ctx) => ({ success: true as const, products: await listCoopInsurance(ctx.session!.plid) }));
