import { findProviders } from '../../core/providers/locate-providers.js';
import { apiHandler } from '../../lib/api-handler.js';
import { b2cGetproviders } from '../../../shared/route-defs.js';

export const handler = apiHandler(b2cGetproviders, (input) => findProviders(input.data));
