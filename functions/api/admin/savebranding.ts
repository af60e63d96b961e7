import { saveBranding } from '#functions/core/admin/setup.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSavebranding } from '#shared/route-defs.js';

export const handler = apiHandler(adminSavebranding, (input, ctx) => saveBranding({ plid: ctx.session.plid }, input));
