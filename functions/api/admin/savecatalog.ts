import { saveCatalog } from '../../core/admin/catalog.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/savecatalog'], (input, ctx) => saveCatalog(ctx.session!, input));
