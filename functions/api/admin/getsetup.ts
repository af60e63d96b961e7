import { getSetup } from '../../core/admin/setup.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminGetsetup } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminGetsetup, (_input, ctx) => getSetup({ plid: ctx.session.plid }));
