import { findProviders } from '../../core/providers/locate-providers.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/getproviders'], (input) => findProviders(input.data));
