import { getAccount } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/account'], (_input, ctx) => getAccount(ctx.session!.memberId));
