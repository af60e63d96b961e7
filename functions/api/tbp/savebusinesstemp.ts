import { saveBusinessDraft } from '../../core/partners/drafts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['tbp/savebusinesstemp'], (input, ctx) => saveBusinessDraft(ctx.session!.memberId, input));
