import { providerSpecialties } from '#functions/core/providers/locate-providers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cGetspecialties } from '#shared/route-defs.js';

export const handler = apiHandler(b2cGetspecialties, async (input) => providerSpecialties(input.data.benefit));
