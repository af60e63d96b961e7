import { saveAccount } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/saveaccountchanges'], ({ data }, ctx) => saveAccount(ctx.session!.memberId, data));
