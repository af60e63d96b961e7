import { saveBranding } from '../../core/admin/setup.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/savebranding'], (input, ctx) => saveBranding({ plid: ctx.session!.plid }, input));
