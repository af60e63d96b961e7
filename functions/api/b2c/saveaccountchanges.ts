import { saveAccount } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { b2cSaveaccountchanges } from '../../../shared/route-defs.js';

export const handler = apiHandler(b2cSaveaccountchanges, ({ data }, ctx) => saveAccount(ctx.session.memberId, data));
