import { getSetup } from '#functions/core/admin/setup.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminGetsetup } from '#shared/route-defs.js';

export const handler = apiHandler(adminGetsetup, (_input, ctx) => getSetup({ plid: ctx.session.plid }));
