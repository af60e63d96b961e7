import { getCatalogChoice } from '../../core/admin/catalog.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/getcatalog'], (_input, ctx) => getCatalogChoice(ctx.session!));
