import { checkLink } from '../../core/accounts/accounts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsideActivate } from '../../../shared/route-defs.js';

export const handler = apiHandler(outsideActivate, (input, ctx) => checkLink(input, 'activation', ctx.ip));
