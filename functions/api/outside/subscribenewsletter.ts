import { subscribeNewsletter } from '#functions/core/newsletter/newsletter.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideSubscribenewsletter } from '#shared/route-defs.js';

export const handler = apiHandler(outsideSubscribenewsletter, (input, ctx) =>
  subscribeNewsletter({ ip: ctx.ip, memberPlid: ctx.session?.plid, requestHost: ctx.host }, input),
);
