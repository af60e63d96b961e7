import { getCatalogChoice } from '#functions/core/admin/catalog.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminGetcatalog } from '#shared/route-defs.js';

export const handler = apiHandler(adminGetcatalog, (_input, ctx) => getCatalogChoice(ctx.session));
