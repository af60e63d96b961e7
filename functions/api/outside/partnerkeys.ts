import { partnerPublicKeys } from '../../core/benefits/partner-token.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['outside/partnerkeys'], async () => ({ success: true as const, keys: await partnerPublicKeys() }));
