import { saveSlides } from '../../core/admin/setup.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminSaveslides } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminSaveslides, (input, ctx) => saveSlides({ plid: ctx.session.plid }, input));
