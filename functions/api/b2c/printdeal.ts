import { printDeal } from '../../core/deals/deal-actions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/printdeal'], async (input, ctx) => ({ success: true as const, coupon: await printDeal(ctx.session!.memberId, input.deal) }));
