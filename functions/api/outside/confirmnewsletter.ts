import { confirmNewsletter } from '#functions/core/newsletter/newsletter.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideConfirmnewsletter } from '#shared/route-defs.js';

export const handler = apiHandler(outsideConfirmnewsletter, (input, ctx) => confirmNewsletter(input, ctx.ip));
