import { getBusinessDraft } from '#functions/core/partners/drafts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { tbpGetbusinessdraft } from '#shared/route-defs.js';

export const handler = apiHandler(tbpGetbusinessdraft, (_input, ctx) => getBusinessDraft(ctx.session.memberId));
