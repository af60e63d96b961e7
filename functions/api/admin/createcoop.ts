import { createNewCoop } from '../../core/admin/coops-create.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['admin/createcoop'], (input) => createNewCoop(input));
