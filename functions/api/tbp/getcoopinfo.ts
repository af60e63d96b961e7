import { wizardCoopInfo } from '../../core/partners/wizard-data.js';
import { apiHandler } from '../../lib/api-handler.js';
import { tbpGetcoopinfo } from '../../../shared/routes.js';

export const handler = apiHandler(tbpGetcoopinfo, (_input, ctx) => wizardCoopInfo(ctx.session.plid));
