import { newBenefitsId } from '../../core/benefits/health.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/newbenefitsid'], async (_input, ctx) => ({ success: true as const, nbid: newBenefitsId(ctx.session!.plid) }));
