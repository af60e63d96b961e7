import { getBpInfo } from '../../core/partners/agreement.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/getbpinfo'], (input, ctx) => getBpInfo(input, ctx.ip));
