import { wizardCoopInfo } from '#functions/core/partners/wizard-data.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { tbpGetcoopinfo } from '#shared/route-defs.js';

export const handler = apiHandler(tbpGetcoopinfo, (_input, ctx) => wizardCoopInfo(ctx.session.plid));
