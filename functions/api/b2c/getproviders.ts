import { findProviders } from '#functions/core/providers/locate-providers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cGetproviders } from '#shared/route-defs.js';

export const handler = apiHandler(b2cGetproviders, (input) => findProviders(input.data));
