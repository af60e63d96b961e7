import { switchCoop } from '../../core/admin/coops.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/switchcoop'], (input, ctx) => switchCoop(ctx.sessionTokenHash, input.plid));
