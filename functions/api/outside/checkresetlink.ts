import { checkLink } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsideCheckresetlink } from '../../../shared/route-defs.js';

export const handler = apiHandler(outsideCheckresetlink, (input, ctx) => checkLink(input, 'reset', ctx.ip));
