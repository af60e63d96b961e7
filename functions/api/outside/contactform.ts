import { sendContactMessage } from '../../core/contact/contact-messages.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsideContactform } from '../../../shared/routes.js';

export const handler = apiHandler(outsideContactform, (input, ctx) =>
  sendContactMessage(
    { ip: ctx.ip, memberId: ctx.session?.memberId, memberPlid: ctx.session?.plid, requestHost: ctx.host },
    input,
  ),
);
