import { checkLink } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideActivate } from '#shared/route-defs.js';

export const handler = apiHandler(outsideActivate, (input, ctx) => checkLink(input, 'activation', ctx.ip));
