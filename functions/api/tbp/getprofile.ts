import { wizardProfile } from '#functions/core/partners/wizard-data.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { tbpGetprofile } from '#shared/route-defs.js';

export const handler = apiHandler(tbpGetprofile, (_input, ctx) => wizardProfile(ctx.session.memberId, ctx.ip));
