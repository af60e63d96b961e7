import { selectCoop } from '../../core/home/home-data.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/setcoop'], (input, ctx) => selectCoop(input.url, ctx.host));
