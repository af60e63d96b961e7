import { confirmNewsletter } from '../../core/newsletter/newsletter.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/confirmnewsletter'], (input, ctx) => confirmNewsletter(input, ctx.ip));
