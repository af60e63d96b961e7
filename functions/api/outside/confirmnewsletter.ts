import { confirmNewsletter } from '../../core/newsletter/newsletter.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsideConfirmnewsletter } from '../../../shared/route-defs.js';

export const handler = apiHandler(outsideConfirmnewsletter, (input, ctx) => confirmNewsletter(input, ctx.ip));
