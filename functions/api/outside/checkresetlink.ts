import { checkLink } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideCheckresetlink } from '#shared/route-defs.js';

export const handler = apiHandler(outsideCheckresetlink, (input, ctx) => checkLink(input, 'reset', ctx.ip));
