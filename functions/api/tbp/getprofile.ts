import { wizardProfile } from '../../core/partners/wizard-data.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['tbp/getprofile'], (_input, ctx) => wizardProfile(ctx.session!.memberId, ctx.ip));
