import { providerSpecialties } from '../../core/providers/locate-providers.js';
import { apiHandler } from '../../lib/api-handler.js';
import { b2cGetspecialties } from '../../../shared/route-defs.js';

export const handler = apiHandler(b2cGetspecialties, async (input) => providerSpecialties(input.data.benefit));
