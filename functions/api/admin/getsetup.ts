import { getSetup } from '../../core/admin/setup.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/getsetup'], (_input, ctx) => getSetup({ plid: ctx.session!.plid }));
