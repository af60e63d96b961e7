import { redeemOffline } from '../../core/deals/deal-actions.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/redeemoffline'], async (input, ctx) => ({ success: true as const, ...(await redeemOffline(ctx.session!.memberId, input.deal, input.ticket)) }));
