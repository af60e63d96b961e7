import { getBusinessDraft } from '../../core/partners/drafts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['tbp/getbusinessdraft'], (_input, ctx) => getBusinessDraft(ctx.session!.memberId));
