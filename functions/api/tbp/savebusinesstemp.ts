import { saveBusinessDraft } from '#functions/core/partners/drafts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { tbpSavebusinesstemp } from '#shared/route-defs.js';

export const handler = apiHandler(tbpSavebusinesstemp, (input, ctx) => saveBusinessDraft(ctx.session.memberId, input));
