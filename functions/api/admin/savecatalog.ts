import { saveCatalog } from '../../core/admin/catalog.js';
import { apiHandler } from '../../lib/api-handler.js';
import { adminSavecatalog } from '../../../shared/route-defs.js';

export const handler = apiHandler(adminSavecatalog, (input, ctx) => saveCatalog(ctx.session, input));
