import { saveSlides } from '#functions/core/admin/setup.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSaveslides } from '#shared/route-defs.js';

export const handler = apiHandler(adminSaveslides, (input, ctx) => saveSlides({ plid: ctx.session.plid }, input));
