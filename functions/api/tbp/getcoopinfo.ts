import { wizardCoopInfo } from '../../core/partners/wizard-data.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['tbp/getcoopinfo'], (_input, ctx) => wizardCoopInfo(ctx.session!.plid));
