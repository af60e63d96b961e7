import { saveCatalog } from '#functions/core/admin/catalog.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSavecatalog } from '#shared/route-defs.js';

export const handler = apiHandler(adminSavecatalog, (input, ctx) => saveCatalog(ctx.session, input));
