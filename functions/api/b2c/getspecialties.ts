import { providerSpecialties } from '../../core/providers/locate-providers.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/getspecialties'], async (input) => providerSpecialties(input.data.benefit));
