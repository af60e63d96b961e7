import { saveSlides } from '../../core/admin/setup.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/saveslides'], (input, ctx) => saveSlides({ plid: ctx.session!.plid }, input));
