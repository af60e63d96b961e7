import { listActivePartners } from '../../core/admin/partners.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminListpartners } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminListpartners, (input, ctx) => listActivePartners(ctx.session, input.cursor));
