import { sendContactMessage } from '../../core/contact/contact-messages.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/contactform'], (input, ctx) =>
  sendContactMessage({ ip: ctx.ip, memberId: ctx.session?.memberId, memberPlid: ctx.session?.plid, requestHost: ctx.host }, input),
);
