import { saveCoopDomains } from '../../core/admin/domains.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/savedomains'], (input, ctx) => saveCoopDomains(ctx.session!, input));
