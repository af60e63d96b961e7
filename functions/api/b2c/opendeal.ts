import { openDeal } from '../../core/deals/deal-actions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/opendeal'], async (input, ctx) => ({ success: true as const, data: await openDeal(ctx.session!.memberId, input.deal) }));
