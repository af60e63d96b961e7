import { sendContactMessage } from '#functions/core/contact/contact-messages.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideContactform } from '#shared/route-defs.js';

export const handler = apiHandler(outsideContactform, (input, ctx) =>
  sendContactMessage(
    { ip: ctx.ip, memberId: ctx.session?.memberId, memberPlid: ctx.session?.plid, requestHost: ctx.host },
    input,
  ),
);
